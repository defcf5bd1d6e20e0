import { describe, expect, it } from 'vitest'
import {
  daoProposalEntries,
  govEntries,
  submittedProposals,
  transferEntries,
  type DaoProposalRecord,
} from './chain-entries.ts'
import type { EventTx } from './gitopia-entries.ts'

const ALICE = 'gitopia1alice'
const BOB = 'gitopia1bob'
const alice = { address: ALICE, username: 'alice' }

const event = (type: string, attributes: Record<string, string>) => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
})
const tx = (hash: string, height: number, events: EventTx['events']): EventTx => ({
  hash,
  height: BigInt(height),
  time: null,
  messages: [],
  events,
})
const packet = { packet_sequence: '4', packet_src_channel: 'channel-0' }

describe('inbox entries from chain events and records', () => {
  it('lists governance proposals in their voting period, but for the account’s own', () => {
    const ends = new Date('2026-12-01T00:00:00Z')
    const entries = govEntries(
      [
        { id: '3', title: 'Raise the limit', votingEndTime: ends, proposer: BOB },
        { id: '4', title: 'My own', votingEndTime: ends, proposer: ALICE },
        // A node that does not say who proposed it: listed.
        { id: '5', title: 'Unknown', votingEndTime: null, proposer: '' },
      ],
      alice,
    )
    expect(entries.map(e => e.id)).toEqual(['gov:3', 'gov:5'])
    expect(entries.slice(0, 1)).toMatchObject([
      {
        id: 'gov:3',
        kind: 'gov-proposal',
        text: 'Governance proposal #3 is open for voting until 2026-12-01',
        title: 'Raise the limit',
        href: '/governance/3',
      },
    ])
  })

  it('lists proposals of the account’s DAOs that await its vote, not its own or decided ones', () => {
    const submit = tx('A', 7, [
      event('cosmos.group.v1.EventSubmitProposal', { proposal_id: '"5"' }),
      event('cosmos.group.v1.EventSubmitProposal', { proposal_id: '"6"' }),
      event('cosmos.group.v1.EventSubmitProposal', { proposal_id: '"7"' }),
      event('cosmos.group.v1.EventSubmitProposal', { proposal_id: '"8"' }),
    ])
    const submitted = submittedProposals([submit])
    expect(submitted.map(s => s.id)).toEqual(['5', '6', '7', '8'])
    const record = (
      id: string,
      fields: Partial<DaoProposalRecord>,
    ): [string, DaoProposalRecord] => [
      id,
      {
        id,
        daoName: 'devnet',
        title: `P${id}`,
        proposers: [BOB],
        open: true,
        voters: [],
        votingEndsAt: new Date('2026-12-02T00:00:00Z'),
        ...fields,
      },
    ]
    const records = new Map([
      record('5', {}),
      record('6', { proposers: [ALICE] }),
      record('7', { voters: [ALICE] }),
      record('8', { open: false }),
    ])
    expect(daoProposalEntries(submitted, records, alice)).toMatchObject([
      {
        id: 'group:5',
        kind: 'dao-proposal',
        height: 7,
        actor: BOB,
        text: 'asks devnet to vote on proposal #5',
        title: 'P5',
        href: '/daos/devnet/proposals/5',
        until: '2026-12-02T00:00:00.000Z',
      },
    ])
  })

  it('lists the account’s IBC transfers that arrived, failed or timed out', () => {
    const sent = { sender: ALICE, receiver: 'osmo1bob', denom: 'ulore', amount: '5000000' }
    const arrived = tx('B', 9, [
      event('acknowledge_packet', packet),
      event('fungible_token_packet', { ...sent, acknowledgement: '{"result":"AQ=="}' }),
      event('fungible_token_packet', { success: '\u0001' }),
    ])
    const failed = tx('C', 10, [
      event('acknowledge_packet', { ...packet, packet_sequence: '5' }),
      event('fungible_token_packet', { ...sent, acknowledgement: '{"error":"no"}' }),
      event('fungible_token_packet', { error: 'no' }),
    ])
    const timedOut = tx('D', 11, [
      event('timeout_packet', { ...packet, packet_sequence: '6' }),
      event('timeout', { refund_receiver: ALICE, refund_denom: 'ulore', refund_amount: '1000000' }),
    ])
    const someoneElse = tx('E', 12, [
      event('acknowledge_packet', { ...packet, packet_sequence: '7' }),
      event('fungible_token_packet', { ...sent, sender: BOB }),
    ])
    expect(
      transferEntries([arrived, failed, timedOut, someoneElse], alice).map(e => [
        e.id,
        e.kind,
        e.text,
        e.href,
      ]),
    ).toEqual([
      [
        'ibc:channel-0:4',
        'transfer-completed',
        'Your transfer of 5 LORE to osmo1bob arrived',
        '/tx/B',
      ],
      [
        'ibc:channel-0:5',
        'transfer-failed',
        'Your transfer of 5 LORE to osmo1bob failed and was refunded',
        '/tx/C',
      ],
      [
        'ibc:channel-0:6',
        'transfer-timed-out',
        'Your transfer of 1 LORE over channel-0 timed out and was refunded',
        '/tx/D',
      ],
    ])
  })
})
