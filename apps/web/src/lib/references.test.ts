import { describe, expect, it } from 'vitest'
import { mentionedUsernames } from './references.ts'

describe('mentionedUsernames', () => {
  it('finds @names in prose, once each, in order', () => {
    expect(mentionedUsernames('@alice see #1')).toEqual(['alice'])
    expect(mentionedUsernames('Thanks @bob! cc @carol-x, @Bob and (@erin).')).toEqual([
      'bob',
      'carol-x',
      'erin',
    ])
    expect(mentionedUsernames('- [ ] ask @dev-team\n> @alice said so')).toEqual([
      'dev-team',
      'alice',
    ])
  })

  it('skips e-mail addresses, paths, URLs, escapes, teams and names the chain refuses', () => {
    expect(
      mentionedUsernames(
        [
          'mail me at me@alice.dev',
          'https://example.com/@alice and ./@bob',
          String.raw`\@carol`,
          '@org/team',
          '@ab is too short',
          `@${'a'.repeat(40)} is too long`,
          '@-bad @bad- @a--b',
          'write to @alice.dev or &@bob',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('ignores code spans and fenced code blocks', () => {
    const markdown = [
      'Run `@alice` or ``say `@bob` `` first, then ask @carol.',
      '```sh',
      'echo @erin',
      '```',
      '~~~~',
      '@mallory',
      '~~~',
      'still code @mallory',
      '~~~~',
      'after the fence: @dave',
    ].join('\n')
    expect(mentionedUsernames(markdown)).toEqual(['carol', 'dave'])
  })

  it('treats an unclosed fence as code to the end', () => {
    expect(mentionedUsernames('@alice\n```\n@bob')).toEqual(['alice'])
  })
})
