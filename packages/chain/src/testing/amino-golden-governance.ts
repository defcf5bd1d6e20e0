// Golden Amino JSON (see amino-golden.ts) of v1beta1 text proposals and weighted votes, DAO
// proposal withdrawal and IBC transfers. Names and json tags from the SDK's
// and ibc-go v7's tx.pb.go and codec.go (chain-facts.json): omitempty drops zero numbers and
// empty strings; a non-nullable struct (timeout_height) and sdk.Coins are always written.
import { govWeightedVoteMsg, submitTextProposalMsg } from '@gitopia-client/chain/gov'
import { groupWithdrawMsg } from '@gitopia-client/chain/group'
import { buildMsgTransfer } from '@gitopia-client/chain/ibc'
import { ALICE, coins, type AminoGoldenCase } from './amino-golden-base.ts'

/** Alice's text proposal "Docs" ("Write them") as signed, with its initial deposit. */
const signedDocsProposal = (initialDeposit: unknown) => ({
  type: 'cosmos-sdk/MsgSubmitProposal',
  value: {
    content: {
      type: 'cosmos-sdk/TextProposal',
      value: { description: 'Write them', title: 'Docs' },
    },
    initial_deposit: initialDeposit,
    proposer: ALICE,
  },
})

export const GOVERNANCE_AND_TRANSFERS: readonly AminoGoldenCase[] = [
  {
    name: 'withdraw a DAO proposal',
    msg: groupWithdrawMsg(ALICE, '3'),
    signed: {
      type: 'cosmos-sdk/group/MsgWithdrawProposal',
      value: { address: ALICE, proposal_id: '3' },
    },
  },
  {
    name: 'a text proposal (v1beta1: the content keeps its Amino name)',
    msg: submitTextProposalMsg(ALICE, 'Docs', 'Write them', 1_000_000n),
    signed: signedDocsProposal(coins('1000000')),
  },
  {
    name: 'a text proposal without deposit (initial_deposit is sdk.Coins: [])',
    msg: submitTextProposalMsg(ALICE, 'Docs', 'Write them', 0n),
    signed: signedDocsProposal([]),
  },
  {
    name: 'a weighted vote (weights are sdk.Dec with 18 decimals)',
    msg: govWeightedVoteMsg(ALICE, '7', [
      { option: 'YES', weight: '0.7' },
      { option: 'ABSTAIN', weight: '0.3' },
    ]),
    signed: {
      type: 'cosmos-sdk/MsgVoteWeighted',
      value: {
        options: [
          { option: 1, weight: '0.700000000000000000' },
          { option: 2, weight: '0.300000000000000000' },
        ],
        proposal_id: '7',
        voter: ALICE,
      },
    },
  },
  {
    name: 'withdraw LORE over IBC (both timeout bounds, an empty memo left out)',
    msg: buildMsgTransfer({
      sourceChannel: 'channel-0',
      sender: ALICE,
      receiver: 'osmo1bob',
      denom: 'ulore',
      amount: 1_500_000n,
      timeout: {
        timeoutHeight: { revisionNumber: 1n, revisionHeight: 1200n },
        timeoutTimestamp: 1_798_761_600_000_000_000n,
      },
    }),
    signed: {
      type: 'cosmos-sdk/MsgTransfer',
      value: {
        receiver: 'osmo1bob',
        sender: ALICE,
        source_channel: 'channel-0',
        source_port: 'transfer',
        timeout_height: { revision_height: '1200', revision_number: '1' },
        timeout_timestamp: '1798761600000000000',
        token: { amount: '1500000', denom: 'ulore' },
      },
    },
  },
  {
    name: 'an IBC transfer to a chain of revision 0 with a memo (timeout_height always written)',
    msg: buildMsgTransfer({
      sourceChannel: 'channel-1',
      sender: ALICE,
      receiver: 'cosmos1bob',
      denom: 'ulore',
      amount: 1n,
      memo: 'hi',
      timeout: {
        timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n },
        timeoutTimestamp: 1_798_761_600_000_000_000n,
      },
    }),
    signed: {
      type: 'cosmos-sdk/MsgTransfer',
      value: {
        memo: 'hi',
        receiver: 'cosmos1bob',
        sender: ALICE,
        source_channel: 'channel-1',
        source_port: 'transfer',
        timeout_height: {},
        timeout_timestamp: '1798761600000000000',
        token: { amount: '1', denom: 'ulore' },
      },
    },
  },
]
