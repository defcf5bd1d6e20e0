import { beforeEach, describe, expect, it } from 'vitest'
import { alice, startWithNoWallets } from './test-wallets.ts'
import { LAST_WALLET_STORAGE_KEY, WALLETS_STORAGE_KEY, type SavedWallet } from './saved-wallets.ts'
import { restoreWallets, useWalletStore } from './wallet-store.ts'
import {
  addWallet,
  markBackedUp,
  removeWallet,
  signOutWallet,
  updateWallet,
} from './wallet-edits.ts'

const ledger: SavedWallet = {
  name: 'my-ledger',
  address: 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n',
  avatarUrl: '',
  wallet: null,
  isLedger: true,
  backedUp: false,
}

beforeEach(startWithNoWallets)

describe('wallet store', () => {
  it('saves a wallet, makes it active but locked, and restores it after a reload', () => {
    addWallet(alice)
    expect(useWalletStore.getState()).toMatchObject({
      activeWallet: { name: 'alice', kind: 'local' },
      selectedAddress: alice.address,
      unlocked: false,
    })
    useWalletStore.setState({ wallets: [], activeWallet: null })
    const restored = restoreWallets()
    expect(restored?.name).toBe('alice')
    expect(useWalletStore.getState().activeWallet?.address).toBe(alice.address)
  })

  it('keeps several wallets and switches the active one', () => {
    addWallet(alice)
    addWallet(ledger)
    expect(useWalletStore.getState().wallets.map(w => w.name)).toEqual(['alice', 'my-ledger'])
    expect(useWalletStore.getState().activeWallet?.kind).toBe('ledger')
  })

  it('renames in place and follows the active wallet', () => {
    addWallet(alice)
    updateWallet('alice', { ...alice, name: 'alice-on-chain' })
    expect(useWalletStore.getState().activeWallet?.name).toBe('alice-on-chain')
    expect(localStorage.getItem(LAST_WALLET_STORAGE_KEY)).toBe('"alice-on-chain"')
  })

  it('never drops another wallet when a rename takes its name', () => {
    addWallet(alice)
    addWallet({ ...ledger, name: 'bob' })
    updateWallet('bob', { ...ledger, name: 'alice' })
    const saved = useWalletStore.getState().wallets
    expect(saved.map(w => [w.name, w.address])).toEqual([
      ['alice', alice.address],
      ['alice (2)', ledger.address],
    ])
    expect(useWalletStore.getState().activeWallet?.name).toBe('alice (2)')
    updateWallet('alice', { ...alice, name: 'alice (2)' })
    expect(useWalletStore.getState().wallets.map(w => w.name)).toEqual([
      'alice (2) (2)',
      'alice (2)',
    ])
  })

  it('signs out: no active wallet, address, balance, user or DAO; the saved list stays', () => {
    addWallet(alice)
    useWalletStore.setState({
      unlocked: true,
      balance: 5n,
      allowance: { granter: 'gitopia1granter', amount: 1n, grants: [] },
      user: { username: 'alice', name: '', bio: '', avatarUrl: '' },
    })
    signOutWallet()
    expect(useWalletStore.getState()).toMatchObject({
      activeWallet: null,
      selectedAddress: null,
      unlocked: false,
      balance: null,
      allowance: null,
      user: null,
    })
    expect(useWalletStore.getState().wallets).toHaveLength(1)
    expect(restoreWallets()).toBeNull()
  })

  it('deleting the active wallet signs out and forgets it', () => {
    addWallet(alice)
    removeWallet('alice')
    expect(useWalletStore.getState().activeWallet).toBeNull()
    expect(JSON.parse(localStorage.getItem(WALLETS_STORAGE_KEY) ?? '[]')).toEqual([])
  })

  it('remembers that a backup was made', () => {
    addWallet(alice)
    markBackedUp('alice')
    expect(useWalletStore.getState().wallets[0]?.backedUp).toBe(true)
  })

  it('ignores corrupt saved entries instead of failing to start', () => {
    localStorage.setItem(WALLETS_STORAGE_KEY, JSON.stringify([{ name: 1 }, alice]))
    restoreWallets()
    expect(useWalletStore.getState().wallets.map(w => w.name)).toEqual(['alice'])
  })
})
