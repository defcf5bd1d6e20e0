import { createLowlight } from 'lowlight'
import typescript from 'highlight.js/lib/languages/typescript'
import { describe, expect, it } from 'vitest'
import { languageOf } from './languages.ts'
import { plainLines, toLines } from './tokens.ts'

describe('toLines', () => {
  it('splits highlighted spans across lines and keeps their classes', () => {
    const lowlight = createLowlight({ typescript })
    const source = 'const a = `x\ny`\nlet b = 1'
    const lines = toLines(lowlight.highlight('typescript', source))
    expect(lines).toHaveLength(3)
    expect(lines.map(line => line.map(t => t.text).join(''))).toEqual(source.split('\n'))
    expect(lines[0]?.[0]).toEqual({ text: 'const', className: 'hljs-keyword' })
    // The template string continues on line 2 with its class.
    expect(lines[1]?.[0]).toMatchObject({ text: 'y`', className: 'hljs-string' })
  })

  it('gives plain lines for unhighlighted text, empty lines included', () => {
    expect(plainLines('a\n\nb')).toEqual([
      [{ text: 'a', className: '' }],
      [],
      [{ text: 'b', className: '' }],
    ])
  })
})

describe('languageOf', () => {
  it('picks a grammar by extension or file name', () => {
    expect(languageOf('src/main.ts')).toBe('typescript')
    expect(languageOf('tools/report.py')).toBe('python')
    expect(languageOf('crates/core/src/lib.rs')).toBe('rust')
    expect(languageOf('Dockerfile')).toBe('dockerfile')
    expect(languageOf('LICENSE')).toBeNull()
    expect(languageOf('.gitignore')).toBeNull()
  })
})
