import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { getLatestBlock } from '@gitopia-client/chain'
import { allGitopiaMsgTypes, createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { DEMO_ACCOUNTS, DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { describe, expect, it } from 'vitest'
import { EMPTY_INBOX, unreadCount } from '../model/inbox-state.ts'
import { inboxSession, refreshInbox } from './inbox-sync.ts'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet({ seed: 'demo', providerPorts: [0] })
const alice = { address: DEMO_ACCOUNTS.alice.address, username: 'alice' }

/** The newest height, once the chain has made a block after `height`. */
async function blockAfter(height: number): Promise<number> {
  for (;;) {
    const latest = Number((await getLatestBlock(test.devnet.restUrl)).height)
    if (latest > height + 1) return latest
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

async function bobComments(body: string): Promise<void> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEMO_ACCOUNTS.bob.mnemonic, {
    prefix: 'gitopia',
  })
  const client = await SigningStargateClient.connectWithSigner(test.devnet.rpcUrl, wallet, {
    registry: createGitopiaRegistry(allGitopiaMsgTypes),
    gasPrice: GasPrice.fromString('0.0012ulore'),
  })
  const result = await client.signAndBroadcast(
    DEMO_ACCOUNTS.bob.address,
    [
      {
        typeUrl: '/gitopia.gitopia.gitopia.MsgCreateComment',
        value: {
          creator: DEMO_ACCOUNTS.bob.address,
          repositoryId: Number(DEMO_REPOSITORIES.helloWorld.id),
          parentIid: 1,
          parent: 1,
          body,
          attachments: [],
          diffHunk: '',
          path: '',
          position: 0,
        },
      },
    ],
    'auto',
  )
  expect(result.code).toBe(0)
  client.disconnect()
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
    // entries name; a quiet one asks the height, four event searches and the proposals.
    expect(firstRequests).toBe(17)
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
  }, 60_000)
})
