import { stringToPath } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import type { KeplrLike } from '../keplr/types.ts'
import { buildBrowserInitScript } from './browser-init-script.ts'
import { EmulatedLedgerDevice } from './ledger-device.ts'

const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/** A fresh realm with only what a page offers, and a `window` distinct from its global. */
function pageContext() {
  const window = Object.assign(new EventTarget(), {}) as EventTarget & Record<string, unknown>
  const context = vm.createContext({
    ...{ window, TextEncoder, TextDecoder, crypto, Event, console },
    ...{ setTimeout, clearTimeout, queueMicrotask },
  })
  return { window, context }
}

describe('buildBrowserInitScript', () => {
  it('installs an emulated Ledger that answers APDUs like the real one', async () => {
    const script = await buildBrowserInitScript('ledger', { mnemonic: DEV, rejectSigning: true })
    expect(script).not.toMatch(/esbuild/)
    const { window, context } = pageContext()
    vm.runInContext(script, context)

    const device = window.__gitopiaLedgerDevice as EmulatedLedgerDevice
    expect(device.rejectSigning).toBe(true)
    expect(vm.runInContext('typeof __gitopiaInitOptions', context)).toBe('undefined')
    // Get address for m/44'/118'/0'/0/0 under "cosmos", as LedgerSigner asks.
    const path = [44, 118, 0, 0, 0].map((n, i) => (i < 3 ? n + 0x80000000 : n))
    const data = new Uint8Array(1 + 6 + 20)
    data.set([6, ...new TextEncoder().encode('cosmos')])
    const view = new DataView(data.buffer)
    path.forEach((n, i) => view.setUint32(7 + i * 4, n, true))
    const apdu = Uint8Array.of(0x55, 0x04, 0, 0, data.length, ...data)
    const answer = await device.exchange(apdu)

    const reference = new EmulatedLedgerDevice(DEV)
    const { pubkey } = await reference.account(stringToPath("m/44'/118'/0'/0/0"), 'cosmos')
    expect(toHex(answer.subarray(0, 33))).toBe(toHex(pubkey))
    expect(toHex(answer.subarray(-2))).toBe('9000')
  })

  it('installs window.keplr with a real key and its window helpers', async () => {
    const script = await buildBrowserInitScript('keplr', { mnemonic: DEV, name: 'in-page' })
    const { window, context } = pageContext()
    vm.runInContext(script, context)

    const keplr = window.keplr as KeplrLike
    expect(typeof keplr.experimentalSuggestChain).toBe('function')
    expect(typeof window.getOfflineSignerAuto).toBe('function')
    const info = { chainId: 'gitopia-devnet-1', bech32Config: { bech32PrefixAccAddr: 'gitopia' } }
    await keplr.experimentalSuggestChain?.(info as never)
    await keplr.enable('gitopia-devnet-1')
    const key = await keplr.getKey('gitopia-devnet-1')
    expect(key).toMatchObject({
      name: 'in-page',
      bech32Address: 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk',
    })

    let changes = 0
    window.addEventListener('keplr_keystorechange', () => (changes += 1))
    ;(window.__gitopiaKeplr as { switchAccount(mnemonic: string): void }).switchAccount(DEV)
    expect(changes).toBe(1)
  })

  it('leaves no keplr on a page built for the Ledger, and honours noSuggestChain', async () => {
    const { window, context } = pageContext()
    vm.runInContext(await buildBrowserInitScript('ledger', { mnemonic: DEV }), context)
    expect(window.keplr).toBeUndefined()
    const other = pageContext()
    const old = await buildBrowserInitScript('keplr', { mnemonic: DEV, noSuggestChain: true })
    vm.runInContext(old, other.context)
    expect('experimentalSuggestChain' in (other.window.keplr as KeplrLike)).toBe(false)
  })
})
