import { beforeEach, describe, expect, it } from 'vitest'
import { alice, startWithNoWallets } from './test-wallets.ts'
import {
  addAccount,
  nextAccountIndex,
  rememberCounterparty,
  selectAccount,
  updateAccount,
  walletAccounts,
} from './accounts.ts'
import { WALLETS_STORAGE_KEY, type SavedWallet } from './saved-wallets.ts'
import { addWallet } from './wallet-edits.ts'
import { findWallet, restoreWallets, useWalletStore } from './wallet-store.ts'

const SECOND = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'

beforeEach(startWithNoWallets)

describe("a wallet's accounts", () => {
  it('adds the next account, selects it, and comes back on it after a reload', () => {
    addWallet(alice)
    expect(nextAccountIndex(alice)).toBe(1)
    addAccount('alice', { pathIncrement: 1, address: SECOND, name: 'side', avatarUrl: '' })
    expect(useWalletStore.getState()).toMatchObject({
      activeWallet: { name: 'alice', address: SECOND, accountIndex: 1, accountName: 'side' },
      selectedAddress: SECOND,
      unlocked: false,
    })
    const saved = findWallet('alice')
    if (!saved) throw new Error('not saved')
    expect(nextAccountIndex(saved)).toBe(2)
    expect(walletAccounts(saved).map(a => [a.pathIncrement, a.address, a.name])).toEqual([
      [0, alice.address, 'alice'],
      [1, SECOND, 'side'],
    ])
    useWalletStore.setState({ wallets: [], activeWallet: null })
    restoreWallets()
    expect(useWalletStore.getState().activeWallet).toMatchObject({ address: SECOND })
    selectAccount('alice', 0)
    expect(useWalletStore.getState().activeWallet).toMatchObject({
      address: alice.address,
      accountName: 'alice',
    })
  })

  it("keeps each account's name and counterparty apart; account 0's are the wallet's", () => {
    addWallet(alice)
    addAccount('alice', { pathIncrement: 1, address: SECOND, name: 'side', avatarUrl: '' })
    rememberCounterparty('osmosis', 'osmo1second')
    updateAccount('alice', 1, { name: 'side-user' })
    selectAccount('alice', 0)
    rememberCounterparty('cosmoshub', 'cosmos1first')
    const saved = JSON.parse(localStorage.getItem(WALLETS_STORAGE_KEY) ?? '[]') as SavedWallet[]
    expect(saved[0]).toMatchObject({
      name: 'alice',
      pathIncrement: 0,
      counterPartyAddress: 'cosmos1first',
      counterPartyChain: 'cosmoshub',
      accounts: [
        {
          pathIncrement: 1,
          name: 'side-user',
          counterPartyAddress: 'osmo1second',
          counterPartyChain: 'osmosis',
        },
      ],
    })
  })

  it('falls back to account 0 when the saved index names no account', () => {
    localStorage.setItem(WALLETS_STORAGE_KEY, JSON.stringify([{ ...alice, pathIncrement: 4 }]))
    localStorage.setItem('lastWallet', JSON.stringify('alice'))
    restoreWallets()
    expect(useWalletStore.getState().activeWallet).toMatchObject({
      address: alice.address,
      accountIndex: 0,
    })
  })
})
