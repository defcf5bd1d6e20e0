import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Lexer } from 'marked'
import { describe, expect, it } from 'vitest'
import { markedLexerOnly } from './marked-lexer-only.ts'

const bundle = readFileSync(createRequire(import.meta.url).resolve('marked'), 'utf8')

const SAMPLE = [
  '# Title',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | **2** |',
  '',
  '- [x] done',
  '- [ ] ~~not~~ yet, see https://example.com',
  '',
  '```ts',
  'const x = 1',
  '```',
  '',
  '> quote[^1]',
  '',
  '[^1]: a note',
].join('\n')

describe('markedLexerOnly', () => {
  it('exports a lexer alone, which makes the same tokens as the package', async () => {
    const code = markedLexerOnly(bundle)
    const cut = (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as { Lexer: typeof Lexer }
    expect(Object.keys(cut)).toEqual(['Lexer'])
    expect(JSON.stringify(cut.Lexer.lex(SAMPLE, { gfm: true }))).toBe(
      JSON.stringify(Lexer.lex(SAMPLE, { gfm: true })),
    )
  })

  it('stops the build when the bundle changes shape', () => {
    expect(() => markedLexerOnly('export{a as marked};')).toThrow(/no longer has the shape/)
  })
})
