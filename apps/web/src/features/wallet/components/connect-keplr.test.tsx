import { act, render, screen } from '@testing-library/react'
import { createKeplrExtension } from '@gitopia-client/chain/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import { Toaster } from '@/ui/toast/index.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { WalletPanel } from './wallet-panel.tsx'

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/** The wallet menu of a signed-out visitor whose browser has `keplr` (or none). */
function signedOutMenu(keplr: ReturnType<typeof createKeplrExtension> | undefined) {
  Object.assign(globalThis, { keplr })
  render(
    <>
      <WalletPanel hidePanel={() => undefined} openDialog={() => undefined} />
      <Toaster theme="light" />
    </>,
    { wrapper: AppWrapper },
  )
}

const keplrWith = (options: Parameters<typeof createKeplrExtension>[1]) =>
  createKeplrExtension(MNEMONIC, options)

afterEach(() => {
  Object.assign(globalThis, { keplr: undefined })
})

describe('Connect Keplr, when the extension cannot connect', () => {
  it.each([
    ['is not installed', undefined, 'Please ensure keplr extension is installed'],
    [
      'is too old to suggest a chain',
      keplrWith({ noSuggestChain: true }),
      'Please use the recent version of keplr extension',
    ],
    ['refuses the chain', keplrWith({ rejectSuggest: true }), 'Failed to suggest the chain'],
  ])(
    '%s: an error toast says so and no wallet is added',
    async (_, keplr, message) => {
      signedOutMenu(keplr)
      act(() => screen.getByRole('button', { name: 'Connect Keplr' }).click())
      // The signing chunk is transformed on its first import here, which takes a while.
      const toast = await screen.findByText(message, {}, { timeout: 15_000 })
      expect(toast.closest('[data-type="error"]')).not.toBeNull()
      expect(useWalletStore.getState().activeWallet).toBeNull()
      expect(useWalletStore.getState().wallets).toEqual([])
    },
    30_000,
  )
})
