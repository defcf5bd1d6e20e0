// First import: installs the global Buffer before the Ledger libraries load.
import { GlobalBuffer } from './buffer-polyfill.ts'
import Transport from '@ledgerhq/hw-transport'
import { LEDGER_MESSAGES, LedgerError } from './ledger-errors.ts'

/** The hardware boundary end-to-end tests replace: raw APDUs in, `payload || status word` out. */
export interface LedgerDeviceLike {
  exchange(apdu: Uint8Array): Promise<Uint8Array>
  close?(): void
}

export type LedgerTransportChoice = 'webhid' | 'webusb'

declare global {
  var __gitopiaLedgerDevice: LedgerDeviceLike | undefined
  /**
   * Set by the app's bundler: `false` in the production build, which then carries no test hook
   * (the check below folds to `false` and the device lookup is dropped); unset elsewhere (tests).
   */
  const __GITOPIA_TEST_HOOKS__: boolean | undefined
}

/** Whether an in-page test device may stand in for the USB one (never in a production build). */
const TEST_HOOKS = typeof __GITOPIA_TEST_HOOKS__ === 'undefined' || __GITOPIA_TEST_HOOKS__

/** Adapts an in-page device (the emulator) to the Transport API the Cosmos app library speaks. */
export class DeviceTransport extends Transport {
  readonly #device: LedgerDeviceLike

  constructor(device: LedgerDeviceLike) {
    super()
    this.#device = device
  }

  override async exchange(apdu: Buffer): Promise<Buffer> {
    try {
      return GlobalBuffer.from(await this.#device.exchange(Uint8Array.from(apdu)))
    } catch (error) {
      // Real USB transports report this event too; the signer relies on it to name the failure.
      this.emit('disconnect', error)
      throw error
    }
  }

  override async close(): Promise<void> {
    this.#device.close?.()
  }
}

async function isSupported(choice: LedgerTransportChoice): Promise<boolean> {
  const nav = globalThis.navigator as { hid?: unknown; usb?: unknown } | undefined
  if (!nav) return false
  return choice === 'webhid' ? Boolean(nav.hid) : Boolean(nav.usb)
}

async function openBrowserTransport(choice: LedgerTransportChoice): Promise<Transport> {
  if (choice === 'webhid') {
    const { default: TransportWebHID } = await import('@ledgerhq/hw-transport-webhid')
    return TransportWebHID.create()
  }
  const { default: TransportWebUSB } = await import('@ledgerhq/hw-transport-webusb')
  return TransportWebUSB.create()
}

/**
 * Opens a transport: the test device when one is installed, else the requested (or first supported)
 * of WebHID and WebUSB. The browser asks for permission the first time, inside a user gesture.
 */
export async function openLedgerTransport(preferred?: LedgerTransportChoice): Promise<Transport> {
  const device = TEST_HOOKS ? globalThis.__gitopiaLedgerDevice : undefined
  if (device) return new DeviceTransport(device)
  const candidates: LedgerTransportChoice[] = preferred ? [preferred] : ['webhid', 'webusb']
  for (const choice of candidates) {
    if (await isSupported(choice)) return openBrowserTransport(choice)
  }
  throw new LedgerError('no-transport', LEDGER_MESSAGES.noTransport)
}
