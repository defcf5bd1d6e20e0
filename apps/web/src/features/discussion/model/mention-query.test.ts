import { describe, expect, it } from 'vitest'
import { completeMention, rankNames, typedMention } from './mention-query.ts'

describe('the mention being typed', () => {
  it('is the @ and the name part before the caret, where a word starts', () => {
    expect(typedMention('Thanks @al', 10)).toEqual({ start: 7, prefix: 'al' })
    expect(typedMention('@', 1)).toEqual({ start: 0, prefix: '' })
    expect(typedMention('(@bob-s', 7)).toEqual({ start: 1, prefix: 'bob-s' })
    expect(typedMention('Thanks @al and more', 10)).toEqual({ start: 7, prefix: 'al' })
  })

  it('is nothing in an e-mail address, after a space or past a name', () => {
    expect(typedMention('mail eve@exa', 12)).toBeNull()
    expect(typedMention('@alice ', 7)).toBeNull()
    expect(typedMention('no mention', 10)).toBeNull()
    expect(typedMention('@' + 'x'.repeat(40), 41)).toBeNull()
  })

  it('is replaced by the chosen name, the caret after it', () => {
    const text = 'cc @al, thanks'
    const mention = typedMention(text, 6)
    expect(mention).not.toBeNull()
    if (!mention) return
    expect(completeMention(text, 6, mention, 'alice')).toEqual({
      text: 'cc @alice, thanks',
      caret: 9,
    })
    // The rest of a half-typed name after the caret goes too.
    expect(completeMention('@alxx more', 3, { start: 0, prefix: 'al' }, 'alice')).toEqual({
      text: '@alice more',
      caret: 6,
    })
    // At the end, a space to go on typing.
    expect(completeMention('hi @b', 5, { start: 3, prefix: 'b' }, 'bob')).toEqual({
      text: 'hi @bob ',
      caret: 8,
    })
  })
})

describe('names offered for a prefix', () => {
  it('puts the discussion’s people first, each name once, and keeps to the limit', () => {
    expect(rankNames('a', ['bob', 'alice', 'Ann'], ['ann', 'aaron', 'alex'], 3)).toEqual([
      'alice',
      'Ann',
      'aaron',
    ])
    expect(rankNames('', ['bob'], ['carol'])).toEqual(['bob', 'carol'])
  })
})
