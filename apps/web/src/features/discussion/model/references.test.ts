import { describe, expect, it } from 'vitest'
import { splitReferences, type Reference } from './references.ts'

const references = (text: string): Reference[] =>
  splitReferences(text).flatMap(part => (typeof part === 'string' ? [] : [part.reference]))

describe('references in discussion text', () => {
  it('cuts mentions and issue numbers out of the text, keeping every character', () => {
    const parts = splitReferences('@alice see #1, please.')
    expect(parts).toEqual([
      { text: '@alice', reference: { kind: 'mention', name: 'alice' } },
      ' see ',
      { text: '#1', reference: { kind: 'number', iid: 1 } },
      ', please.',
    ])
  })

  it('reads owner/repo#12 as a number of another repository', () => {
    expect(references('fixed by bob/hello.world#12 and alice/hello-world#3')).toEqual([
      { kind: 'number', iid: 12, repository: { owner: 'bob', name: 'hello.world' } },
      { kind: 'number', iid: 3, repository: { owner: 'alice', name: 'hello-world' } },
    ])
  })

  it('takes a 7–40 character hex string with letters and digits as a commit', () => {
    const sha = '3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39'
    expect(references(`in 3f2a9c1 and ${sha}.`)).toEqual([
      { kind: 'commit', sha: '3f2a9c1' },
      { kind: 'commit', sha },
    ])
  })

  it('leaves e-mail addresses, paths, numbers, words and entities alone', () => {
    const text = [
      'mail alice@example.com',
      'see https://example.com/@alice and a/b/c#1',
      'pay 1000000 ulore to deadbeef or abcdef1234567890abcdef1234567890abcdef12345',
      'issue#2 x#3 &#35;4 #0 #12a @al @-bob @bob- @bob/team',
    ].join('\n')
    expect(references(text)).toEqual([])
  })

  it('accepts usernames of 3 to 39 characters with single inner hyphens', () => {
    expect(references('@a-b @bob-smith @' + 'x'.repeat(39) + ' @' + 'y'.repeat(40))).toEqual([
      { kind: 'mention', name: 'a-b' },
      { kind: 'mention', name: 'bob-smith' },
      { kind: 'mention', name: 'x'.repeat(39) },
    ])
  })

  it('returns text without references whole', () => {
    expect(splitReferences('nothing here')).toEqual(['nothing here'])
    expect(splitReferences('')).toEqual([])
  })
})
