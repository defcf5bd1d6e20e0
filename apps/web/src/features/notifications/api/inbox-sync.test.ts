import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import type { DeliverTxResponse } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { getLatestBlock } from '@gitopia-client/chain'
import {
  DEMO_ACCOUNTS,
  DEMO_GROUP_PROPOSALS,
  DEMO_ISSUES,
  DEMO_REPOSITORIES,
} from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { describe, expect, it } from 'vitest'
import { submitTextProposalMsg } from '@gitopia-client/chain/gov'
import { groupVoteMsg } from '@gitopia-client/chain/group'
import {
  EMPTY_INBOX,
  loadInbox,
  saveInbox,
  unreadCount,
  type InboxState,
} from '../model/inbox-state.ts'
import { sendAs, signingClient } from '@/testing/send-as.ts'
import { inboxSession, refreshInbox, type InboxSession } from './inbox-sync.ts'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo', providerPorts: [0] })
const alice = { address: DEMO_ACCOUNTS.alice.address, username: 'alice' }
const bob = { address: DEMO_ACCOUNTS.bob.address, username: 'bob' }
/** alice's inbox as the first test leaves it, for the next ones. */
let aliceInbox = EMPTY_INBOX

/** The height of the newest tx a test sent: a refresh after it must read past that block. */
let sentAt = 0

/**
 * The newest height, once the chain has made a block after `height` and after the newest tx sent
 * (an inbox refresh reads up to the block before the newest).
 */
async function blockAfter(height: number): Promise<number> {
  for (;;) {
    const latest = Number((await getLatestBlock(test.devnet.restUrl)).height)
    if (latest > Math.max(height, sentAt) + 1) return latest
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

type DemoName = 'alice' | 'bob' | 'erin'

async function send(name: DemoName, messages: readonly EncodeObject[]): Promise<DeliverTxResponse> {
  const result = await sendAs(test.devnet, name, messages)
  sentAt = Math.max(sentAt, result.height)
  return result
}

/** `count` comments by bob on alice's issue 4, each its own tx, sent without waiting between. */
async function bobCommentsMany(count: number): Promise<void> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEMO_ACCOUNTS.bob.mnemonic, {
    prefix: 'gitopia',
  })
  const client = await signingClient(test.devnet, wallet)
  const { address } = DEMO_ACCOUNTS.bob
  const account = await client.getAccount(address)
  const chainId = await client.getChainId()
  const fee = { amount: [{ denom: 'ulore', amount: '1000' }], gas: '400000' }
  let last = ''
  for (let i = 0; i < count; i++) {
    const message = commentMsg(address, { ...onIssue1, parentIid: 4 }, `Filler ${i}`)
    const signed = await client.sign(address, [message], fee, '', {
      accountNumber: account?.accountNumber ?? 0n,
      sequence: (account?.sequence ?? 0) + i,
      chainId,
    })
    last = await client.broadcastTxSync(TxRaw.encode(signed).finish())
  }
  let landed = await client.getTx(last)
  while (landed === null) {
    await new Promise(r => setTimeout(r, 100))
    landed = await client.getTx(last)
  }
  sentAt = Math.max(sentAt, landed.height)
  client.disconnect()
}

/** Where bob's comments go: alice's issue 1 of hello-world. */
const onIssue1 = {
  repositoryId: Number(DEMO_REPOSITORIES.helloWorld.id),
  parentIid: 1,
  parent: 1,
}

function commentMsg(creator: string, on: typeof onIssue1, body: string): EncodeObject {
  return {
    typeUrl: '/gitopia.gitopia.gitopia.MsgCreateComment',
    value: { creator, ...on, body, attachments: [], diffHunk: '', path: '', position: 0 },
  }
}

async function bobComments(body: string): Promise<void> {
  await send('bob', [commentMsg(DEMO_ACCOUNTS.bob.address, onIssue1, body)])
}

function bobEdits(commentIid: number, body: string): Promise<DeliverTxResponse> {
  return send('bob', [
    {
      typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateComment',
      value: {
        creator: DEMO_ACCOUNTS.bob.address,
        ...onIssue1,
        commentIid,
        body,
        attachments: [],
      },
    },
  ])
}

/** The comment iid an entry links to (`#comment-<iid>`). */
const commentOf = (href: string | undefined) => Number(/#comment-(\d+)$/.exec(href ?? '')?.[1])

/** A refresh once the chain has made a block after the state's height, and what it cost. */
async function refreshAfter(session: InboxSession, state: InboxState) {
  const height = await blockAfter(state.height)
  session.requests = 0
  const next = await refreshInbox(session, state, height)
  return { next, requests: session.requests }
}

/** The state as a reload finds it in localStorage. */
function reloaded(state: InboxState): InboxState {
  saveInbox(localStorage, 'inbox', state)
  return loadInbox(localStorage, 'inbox')
}

describe('the inbox read from a devnet', () => {
  it('derives alice’s inbox from the demo world, then only what is new, in a few requests', async () => {
    const session = inboxSession(test.devnet.restUrl, alice)
    const first = await refreshInbox(session, EMPTY_INBOX, null)
    const texts = first.entries.map(e => `${e.actorName} ${e.text}`)
    expect(texts).toContain('bob requested your review on alice/hello-world#1')
    expect(texts).toContain('bob commented on alice/hello-world#1')
    // Her own actions (her issues, her proposals) are none of it.
    expect(first.entries.every(e => e.actor !== alice.address)).toBe(true)
    expect(unreadCount(first)).toBe(first.entries.length)
    const firstRequests = session.requests

    // The figures docs/client-rules.md#inbox states: the first refresh reads the records its
    // entries name and her own comments; a quiet one asks the height, four event searches and
    // the proposals.
    expect(firstRequests).toBe(18)
    session.requests = 0
    const quiet = await refreshInbox(session, first, null)
    expect(quiet.entries).toEqual(first.entries)
    expect(session.requests).toBe(6)

    // A new comment: the searches and the thread it is on (its repository is known by now).
    await bobComments('@alice see #1')
    const height = await blockAfter(quiet.height)
    session.requests = 0
    const next = await refreshInbox(session, quiet, height)
    expect(next.entries[0]).toMatchObject({
      kind: 'mention',
      actorName: 'bob',
      text: 'mentioned you in alice/hello-world#1',
      href: expect.stringMatching(/^\/alice\/hello-world\/issues\/1#comment-\d+$/) as unknown,
    })
    expect(unreadCount(next)).toBe(unreadCount(quiet) + 1)
    expect(session.requests).toBe(6)
    aliceInbox = next
  }, 60_000)

  it('after a reload, knows the repositories it links to: a quiet load and a new comment read none', async () => {
    // A reload: a new session from the kept state.
    const session = inboxSession(test.devnet.restUrl, alice)
    const quiet = await refreshAfter(session, reloaded(aliceInbox))
    // Given the height (as the socket does): four searches and the proposals.
    expect(quiet.requests).toBe(5)
    await bobComments('Any news on this?')
    const { next, requests } = await refreshAfter(
      inboxSession(test.devnet.restUrl, alice),
      reloaded(quiet.next),
    )
    expect(next.entries[0]).toMatchObject({
      kind: 'comment',
      text: 'commented on alice/hello-world#1',
      href: expect.stringMatching(/^\/alice\/hello-world\/issues\/1#comment-\d+$/) as unknown,
    })
    // The searches, the proposals, the thread's record (is it hers?) and bob's name (once a
    // session): no repository, no owner's name.
    expect(requests).toBe(7)
    aliceInbox = next
  }, 60_000)

  it('tells of a mention an edit adds, once', async () => {
    const session = inboxSession(test.devnet.restUrl, alice)
    const mention = aliceInbox.entries.find(e => e.kind === 'mention')
    const plain = aliceInbox.entries[0]
    expect(plain?.kind).toBe('comment')
    // An edit that keeps the mention, then one that adds a mention to a plain comment.
    await bobEdits(commentOf(mention?.href), '@alice see #1 (edited)')
    const kept = await refreshAfter(session, aliceInbox)
    expect(kept.next.entries).toEqual(aliceInbox.entries)
    await bobEdits(commentOf(plain?.href), 'Any news on this, @alice?')
    const added = await refreshAfter(session, kept.next)
    expect(added.next.entries[0]).toMatchObject({
      kind: 'mention',
      actorName: 'bob',
      text: 'mentioned you in alice/hello-world#1',
      href: plain?.href,
    })
    expect(added.next.entries).toHaveLength(aliceInbox.entries.length + 1)
    // Edited again, keeping it: no news, also after a reload.
    await bobEdits(commentOf(plain?.href), 'Any news on this, @alice? Thanks')
    const again = await refreshAfter(inboxSession(test.devnet.restUrl, alice), reloaded(added.next))
    expect(again.next.entries).toEqual(added.next.entries)
    aliceInbox = again.next
  }, 60_000)

  it('a DAO proposal awaiting my vote leaves the inbox once I have voted', async () => {
    const session = inboxSession(test.devnet.restUrl, bob)
    const id = DEMO_GROUP_PROPOSALS.newLogo.id
    const first = await refreshInbox(session, EMPTY_INBOX, null)
    expect(first.entries.filter(e => e.kind === 'dao-proposal').map(e => e.id)).toEqual([
      `group:${id}`,
    ])
    // Nothing new: one more search while a proposal waits for his vote.
    const quiet = await refreshAfter(session, first)
    expect(quiet.next.entries).toEqual(first.entries)
    expect(quiet.requests).toBe(6)
    await send('bob', [groupVoteMsg(bob.address, id, 'NO', false)])
    const voted = await refreshAfter(session, quiet.next)
    expect(voted.next.entries.map(e => e.id)).not.toContain(`group:${id}`)
    // Nothing waits for his vote now: back to the quiet figure.
    const after = await refreshAfter(session, voted.next)
    expect(after.requests).toBe(5)
  }, 60_000)

  it('lists governance proposals in their voting period, but not my own', async () => {
    const deposit = 10_000_000n
    await send('alice', [submitTextProposalMsg(alice.address, 'Mine', 'By alice', deposit)])
    await send('bob', [submitTextProposalMsg(bob.address, 'Theirs', 'By bob', deposit)])
    const { next } = await refreshAfter(inboxSession(test.devnet.restUrl, alice), aliceInbox)
    const gov = next.entries.filter(e => e.kind === 'gov-proposal')
    expect(gov.map(e => e.title)).toEqual(['Theirs'])
  }, 60_000)

  it('counts a thread I commented on before the newest 100 x/gitopia txs', async () => {
    const erin = { address: DEMO_ACCOUNTS.erin.address, username: 'erin' }
    const onHostile = { ...onIssue1, parentIid: DEMO_ISSUES.hostile.iid }
    await send('erin', [commentMsg(erin.address, onHostile, 'I can reproduce this.')])
    await bobCommentsMany(100)
    await send('bob', [commentMsg(DEMO_ACCOUNTS.bob.address, onHostile, 'So can I.')])
    // erin's first refresh reads the newest 100 x/gitopia txs: her comment is older than those.
    const { next } = await refreshAfter(inboxSession(test.devnet.restUrl, erin), EMPTY_INBOX)
    const gitopia = next.entries.filter(e => e.kind !== 'gov-proposal')
    expect(gitopia.map(e => `${e.actorName} ${e.text}`)).toEqual([
      `bob commented on alice/hello-world#${DEMO_ISSUES.hostile.iid}`,
    ])
  }, 120_000)
})
