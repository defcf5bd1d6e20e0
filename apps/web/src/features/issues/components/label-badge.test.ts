import { describe, expect, it } from 'vitest'
import { safeColor, textColorOn } from './label-badge.tsx'

describe('label colours from the chain', () => {
  it('keeps a plain #rrggbb colour', () => {
    expect(safeColor('#A1B2C3')).toBe('#a1b2c3')
    expect(textColorOn('#ffffff')).toBe('#1f2328')
    expect(textColorOn('#000000')).toBe('#ffffff')
  })

  it.each([
    'red;background:url(javascript:alert(1))',
    '#fff" onmouseover="alert(1)',
    'expression(alert(1))',
    'url(https://evil.example/track.png)',
    'red',
    '#fff',
    '#12345',
    '#1234567',
    ' #123456',
    '#123456;color:red',
    '',
  ])('turns %j grey, so no served string reaches a style', hostile => {
    expect(safeColor(hostile)).toBe('#8b949e')
  })
})
