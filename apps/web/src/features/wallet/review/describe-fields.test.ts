import { createCommentMsg, createIssueMsg } from '@gitopia-client/chain/gitopia'
import { submitPoolSpendProposalMsg, submitTextProposalMsg } from '@gitopia-client/chain/gov'
import { describe, expect, it } from 'vitest'
import { describeMsg } from './describe-msg.ts'
import { signedTexts } from './msg-text.ts'

const ALICE = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'
const BOB = 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0'
const nameOf = (address: string) => (address === ALICE ? 'alice' : undefined)

describe('the review sheet shows every field a person chose', () => {
  it("names a new issue's labels and assignees, and shows its description", () => {
    const issue = createIssueMsg({
      creator: ALICE,
      owner: ALICE,
      repository: 'hello-world',
      title: 'Crash',
      description: 'It crashes on start',
      labelIds: ['1', '3'],
      assignees: [ALICE, BOB],
    })
    expect(describeMsg(issue, { nameOf })).toBe(
      `Open issue “Crash” in alice/hello-world (gitopia1zypd...c6jh4n), with labels #1, #3; assignees alice (gitopia1zypd...c6jh4n), ${BOB}`,
    )
    expect(signedTexts(issue)).toEqual([{ label: 'Description', text: 'It crashes on start' }])
  })

  it("shows a comment's text, and nothing for an empty one", () => {
    const target = { creator: ALICE, repositoryId: '7', parent: 'issue', parentIid: 1 } as const
    expect(signedTexts(createCommentMsg(target, 'Looks good to me'))).toEqual([
      { label: 'Comment', text: 'Looks good to me' },
    ])
    expect(signedTexts(createCommentMsg(target, '  '))).toEqual([])
  })

  it("reads a governance proposal's title, payment and description from its packed content", () => {
    const text = submitTextProposalMsg(ALICE, 'Raise the block size', 'Because', 5_000_000n)
    expect(describeMsg(text)).toBe(
      'Submit the text governance proposal “Raise the block size”, with a deposit of 5 LORE',
    )
    expect(signedTexts(text)).toEqual([{ label: 'Description', text: 'Because' }])
    const spend = submitPoolSpendProposalMsg(
      ALICE,
      { title: 'Fund docs', description: 'Docs', recipient: BOB, amount: 2_000_000n },
      0n,
    )
    expect(describeMsg(spend)).toBe(
      `Submit the community pool spend governance proposal “Fund docs” paying 2 LORE to ${BOB}, with no deposit`,
    )
  })
})
