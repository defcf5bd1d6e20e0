import type { Signer } from '@gitopia-client/chain/signers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreWallets, useWalletStore } from '../model/wallet-store.ts'
import { addWallet } from '../model/wallet-edits.ts'
import { currentSigner } from './key-session.ts'
import { checkedSigner, completeUnlock, keyMismatchMessage } from './unlock.ts'

const ADDRESS = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const GRANTER = 'gitopia13fhsz6qtjkjlydx5vlaal07usxs87yytdzklgp'
const wallet = { name: 'alice', address: ADDRESS, avatarUrl: '', wallet: '{}', backedUp: true }

/** What the node answers, by path; every request is logged so the order can be checked. */
function stubNode(log: string[]) {
  const answers: Record<string, unknown> = {
    [`/gitopia/gitopia/gitopia/user/${ADDRESS}`]: {
      User: { creator: ADDRESS, username: 'alice-chain', avatarUrl: 'https://example.com/a.png' },
    },
    [`/cosmos/bank/v1beta1/balances/${ADDRESS}/by_denom`]: {
      balance: { denom: 'ulore', amount: '400' },
    },
    [`/cosmos/feegrant/v1beta1/allowances/${ADDRESS}`]: {
      allowances: [
        {
          granter: GRANTER,
          grantee: ADDRESS,
          allowance: {
            '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
            spend_limit: [{ denom: 'ulore', amount: '1000' }],
            expiration: null,
          },
        },
      ],
    },
  }
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const { pathname } = new URL(String(input))
    log.push(pathname)
    const body = answers[pathname]
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    })
  })
}

beforeEach(() => {
  restoreWallets()
  addWallet(wallet)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('unlock steps 2–5 (docs/client-rules.md#unlock)', () => {
  it('renames to the username, selects the address, holds the signer, refreshes balance and allowance', async () => {
    const log: string[] = []
    stubNode(log)
    const signer: Signer = {
      kind: 'local',
      address: ADDRESS,
      signModes: ['direct'],
      offlineSigner: {
        getAccounts: async () => [],
        signDirect: async () => Promise.reject(new Error('not used')),
      },
    }
    await completeUnlock(wallet, async () => {
      // Step 4 runs after steps 2 and 3: the wallet already carries the username.
      log.push('signer')
      expect(useWalletStore.getState()).toMatchObject({
        activeWallet: { name: 'alice-chain', avatarUrl: 'https://example.com/a.png' },
        selectedAddress: ADDRESS,
        unlocked: false,
      })
      return signer
    })

    expect(log.indexOf(`/gitopia/gitopia/gitopia/user/${ADDRESS}`)).toBe(0)
    expect(log.indexOf('signer')).toBeLessThan(
      log.indexOf(`/cosmos/bank/v1beta1/balances/${ADDRESS}/by_denom`),
    )
    const state = useWalletStore.getState()
    expect(state.wallets.map(w => w.name)).toEqual(['alice-chain'])
    expect(localStorage.getItem('lastWallet')).toBe('"alice-chain"')
    expect(currentSigner('alice-chain')).toBe(signer)
    expect(state).toMatchObject({
      unlocked: true,
      balance: 400n,
      // At or below 500 ulore the allowance is checked; its granter will pay the fees.
      allowance: { granter: GRANTER, amount: 1000n },
      user: { username: 'alice-chain' },
    })
  })
})

describe('a local key that does not derive the saved address', () => {
  it('is refused with a clear error and the key is dropped', () => {
    const close = vi.fn()
    const swapped = {
      kind: 'local',
      address: GRANTER,
      signModes: ['direct'],
      offlineSigner: {} as Signer['offlineSigner'],
      close,
    } as Signer
    expect(() => checkedSigner(swapped, ADDRESS)).toThrow(keyMismatchMessage(ADDRESS))
    expect(close).toHaveBeenCalled()
    const own = { ...swapped, address: ADDRESS }
    expect(checkedSigner(own, ADDRESS)).toBe(own)
  })
})
