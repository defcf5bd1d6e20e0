import {
  createIssueMsg,
  createCommentMsg,
  daoProfileChangeMsgs,
  daoTreasurySpendMsg,
  exerciseMsg,
  createReleaseMsg,
  deleteBountyMsg,
  forkRepositoryMsg,
  pullRequestIssueLinkMsg,
  setPullRequestStateMsg,
  toggleForcePushMsg,
  updatePullRequestTitleMsg,
} from '@gitopia-client/chain/gitopia'
import {
  govVoteMsg,
  govWeightedVoteMsg,
  submitPoolSpendProposalMsg,
} from '@gitopia-client/chain/gov'
import { groupProposalMsg } from '@gitopia-client/chain/gitopia'
import { groupVoteMsg } from '@gitopia-client/chain/group'
import { describe, expect, it } from 'vitest'
import { describeMsg } from './describe-msg.ts'
import { rawJson } from './review-request.ts'

const ALICE = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'
const BOB = 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0'
const nameOf = (address: string) => (address === ALICE ? 'alice' : undefined)
/** Alice's proposal `title` to the DAO whose policy is Bob's address, running `messages`. */
const daoProposal = (title: string, messages: Parameters<typeof groupProposalMsg>[0]['messages']) =>
  groupProposalMsg({ policyAddress: BOB, proposer: ALICE, title, summary: '', messages })

describe('describeMsg', () => {
  it('says a gov v1 proposal carrying MsgCommunityPoolSpend is a community pool spend', () => {
    const spend = submitPoolSpendProposalMsg(
      ALICE,
      { title: 'Fund docs', description: 'Why', recipient: BOB, amount: 25_000_000n },
      10_000_000n,
    )
    expect(describeMsg(spend)).toBe(
      `Submit the community pool spend governance proposal “Fund docs” paying 25 LORE to ${BOB}, with a deposit of 10 LORE`,
    )
  })

  it('says what a send, an issue, a vote and a comment do, in plain words', () => {
    expect(
      describeMsg({
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: ALICE,
          toAddress: BOB,
          amount: [{ denom: 'ulore', amount: '1500000' }],
        },
      }),
    ).toBe(`Send 1.5 LORE to ${BOB}`)
    const issue = createIssueMsg({
      creator: ALICE,
      owner: ALICE,
      repository: 'hello-world',
      title: 'Title',
      description: 'body',
    })
    expect(describeMsg(issue, { nameOf })).toBe(
      'Open issue “Title” in alice/hello-world (gitopia1zypd...c6jh4n)',
    )
    expect(describeMsg(issue)).toBe(`Open issue “Title” in ${ALICE}/hello-world`)
    expect(describeMsg(govVoteMsg(ALICE, '4', 'YES'))).toBe('Vote YES on proposal #4')
    expect(
      describeMsg(
        govWeightedVoteMsg(ALICE, '4', [
          { option: 'YES', weight: '0.7' },
          { option: 'NO', weight: '0.3' },
        ]),
      ),
    ).toBe('Vote 70% YES, 30% NO on proposal #4')
    expect(describeMsg(groupVoteMsg(ALICE, '9', 'NO', true))).toBe(
      'Vote NO on DAO proposal #9, and execute it if it passes',
    )
    expect(
      describeMsg(
        createCommentMsg(
          { creator: ALICE, repositoryId: '7', parent: 'pullrequest', parentIid: 3 },
          'hi',
        ),
      ),
    ).toBe('Comment on pull request #3 in repository #7')
    expect(
      describeMsg(setPullRequestStateMsg({ creator: ALICE, repositoryId: '7', iid: 3 }, 'CLOSED')),
    ).toBe('Close pull request #3 in repository #7')
    expect(
      describeMsg(
        forkRepositoryMsg({
          creator: ALICE,
          source: { owner: BOB, name: 'tool' },
          owner: ALICE,
          name: '',
          description: '',
          branch: '',
        }),
        { nameOf },
      ),
    ).toBe(`Fork ${BOB}/tool as alice/tool (gitopia1zypd...c6jh4n)`)
  })

  it('describes the Msgs a DAO proposal would run', () => {
    const proposal = daoProposal('Pay', [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: { fromAddress: BOB, toAddress: ALICE, amount: [{ denom: 'ulore', amount: '2' }] },
      },
    ])
    expect(describeMsg(proposal, { nameOf })).toBe(
      `Propose “Pay” to the DAO ${BOB}: Send 0.000002 LORE to alice (gitopia1zypd...c6jh4n)`,
    )
  })

  it('names what a DAO pays from its treasury and each profile field it changes at once', () => {
    const proposal = daoProposal('Refresh', [
      daoTreasurySpendMsg(BOB, BOB, ALICE, [{ denom: 'ulore', amount: '3000000' }]),
      ...daoProfileChangeMsgs(BOB, BOB, { name: 'guild2', website: 'https://g.example' }),
    ])
    expect(describeMsg(proposal, { nameOf })).toBe(
      `Propose “Refresh” to the DAO ${BOB}: Pay 3 LORE from the treasury of ${BOB} to alice (gitopia1zypd...c6jh4n); ` +
        'Update the DAO profile: rename it to “guild2”, change its website to https://g.example',
    )
  })

  it('says how much vested team LORE an exercise takes out, and to whom', () => {
    expect(describeMsg(exerciseMsg(ALICE, ALICE, 3_000_000n), { nameOf })).toBe(
      'Take out 3 LORE of vested team tokens to alice (gitopia1zypd...c6jh4n)',
    )
  })

  it('lists each file of a release with its size and full SHA-256', () => {
    const sha = 'ab'.repeat(32)
    const release = createReleaseMsg(
      ALICE,
      { id: ALICE, name: 'hello-world' },
      {
        tagName: 'v1',
        target: 'master',
        name: 'One',
        description: '',
        attachments: [{ name: 'app.zip', size: 1234, sha, uploader: ALICE }],
        draft: false,
        preRelease: false,
        provider: BOB,
      },
    )
    expect(describeMsg(release, { nameOf })).toBe(
      `Publish release v1 “One” in alice/hello-world (gitopia1zypd...c6jh4n), files: “app.zip” (1234 bytes, SHA-256 ${sha})`,
    )
  })

  it('names an unknown Msg by its type URL, and never reads inherited keys', () => {
    expect(describeMsg({ typeUrl: '/x.y.MsgDoSomethingOdd', value: {} })).toBe(
      'Do something odd (/x.y.MsgDoSomethingOdd)',
    )
    expect(describeMsg({ typeUrl: '/gitopia.gitopia.gitopia.constructor', value: {} })).toBe(
      'Constructor (/gitopia.gitopia.gitopia.constructor)',
    )
  })

  it('shows the raw Msgs as JSON with 64-bit integers and bytes readable', () => {
    const raw = rawJson([
      govVoteMsg(ALICE, '18446744073709551615', 'NO'),
      { typeUrl: '/x.MsgBytes', value: { data: new Uint8Array([1, 2, 255]) } },
    ])
    expect(raw).toContain('"proposalId": "18446744073709551615"')
    expect(raw).toContain('"data": "AQL/"')
  })

  it('says what the pull-request and repository upkeep Msgs change', () => {
    const pull = { creator: ALICE, repositoryId: '7', iid: 3 }
    expect(describeMsg(updatePullRequestTitleMsg(pull, 'Sharper'))).toBe(
      'Rename pull request #3 in repository #7 to “Sharper”',
    )
    expect(describeMsg(pullRequestIssueLinkMsg(pull, 4, true))).toBe(
      'Link issue #4 to pull request #3 in repository #7',
    )
    expect(describeMsg(pullRequestIssueLinkMsg(pull, 4, false))).toBe(
      'Unlink issue #4 from pull request #3 in repository #7',
    )
    expect(describeMsg(deleteBountyMsg(ALICE, '6'))).toBe(
      'Delete bounty #6 and get back what it still holds',
    )
    expect(
      describeMsg(toggleForcePushMsg(ALICE, { id: ALICE, name: 'hello' }, 'master'), { nameOf }),
    ).toBe('Turn force pushes to branch master on or off in alice/hello (gitopia1zypd...c6jh4n)')
  })
})
