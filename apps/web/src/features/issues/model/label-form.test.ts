import { describe, expect, it } from 'vitest'
import { labelProblem, suggestColor } from './label-form.ts'

const existing = [{ id: '1', name: 'bug', color: '#d73a4a', description: '' }]
const fields = (name: string, color = '#00ff00', description = '') => ({ name, color, description })

describe('label form', () => {
  it('accepts a valid new label and the same name when editing that label', () => {
    expect(labelProblem(fields('docs'), existing, null)).toBeNull()
    expect(labelProblem(fields('Bug'), existing, '1')).toBeNull()
  })

  it('names what is wrong', () => {
    expect(labelProblem(fields('  '), existing, null)).toBe('Give the label a name')
    expect(labelProblem(fields('x'.repeat(64)), existing, null)).toMatch(/63/)
    expect(labelProblem(fields('ok', 'red'), existing, null)).toMatch(/#d73a4a/)
    expect(labelProblem(fields('ok', '#00ff00', 'd'.repeat(256)), existing, null)).toMatch(/255/)
    expect(labelProblem(fields('BUG'), existing, null)).toBe('A label named “bug” already exists')
  })

  it('suggests an unused colour', () => {
    expect(suggestColor(existing)).not.toBe('#d73a4a')
  })
})
