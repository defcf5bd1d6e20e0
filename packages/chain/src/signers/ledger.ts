// First import: ledger-transport installs the global Buffer the Ledger libraries need at load time.
import { openLedgerTransport, type LedgerTransportChoice } from './ledger-transport.ts'
import type { AccountData, AminoSignResponse, OfflineAminoSigner, StdSignDoc } from '@cosmjs/amino'
import { stringToPath } from '@cosmjs/crypto'
import { LedgerSigner } from '@cosmjs/ledger-amino'
import type Transport from '@ledgerhq/hw-transport'
import { ADDRESS_PREFIX } from '../constants.ts'
import { accountHdPath } from '../hd-path.ts'
import { LEDGER_MESSAGES, LedgerError, toLedgerError } from './ledger-errors.ts'
import type { Signer } from './signer.ts'

export { DeviceTransport, openLedgerTransport } from './ledger-transport.ts'
export type { LedgerDeviceLike, LedgerTransportChoice } from './ledger-transport.ts'

export interface LedgerOptions {
  readonly transport?: LedgerTransportChoice
  /** The address prefix (default `gitopia`; another for an IBC counterparty, same key). */
  readonly prefix?: string
  /** The account's index: the device's key at m/44'/118'/0'/0/`accountIndex` (default 0). */
  readonly accountIndex?: number
}

export interface ConnectLedgerOptions extends LedgerOptions {
  /** The stored wallet's address; the device must derive the same one. */
  readonly expectedAddress?: string
  /** Also display the address on the device for the user to compare (adding a new Ledger). */
  readonly showOnDevice?: boolean
  /** Told `true` while a signature waits for the user's approval on the device, then `false`. */
  readonly onAwaitingDevice?: (waiting: boolean) => void
}

function makeLedgerSigner(
  transport: Transport,
  prefix = ADDRESS_PREFIX,
  accountIndex = 0,
): LedgerSigner {
  return new LedgerSigner(transport, {
    hdPaths: [stringToPath(accountHdPath(accountIndex))],
    prefix,
    ledgerAppName: 'Cosmos',
  })
}

/**
 * Opens the device, runs one operation and always closes the transport, so the device is free for
 * other apps and a replug is picked up next time. Every failure becomes a `LedgerError`.
 */
export async function withLedger<T>(
  operation: (signer: LedgerSigner) => Promise<T>,
  options: LedgerOptions = {},
): Promise<T> {
  let transport: Transport
  try {
    transport = await openLedgerTransport(options.transport)
  } catch (error) {
    throw toLedgerError(error)
  }
  let disconnected = false
  transport.on('disconnect', () => {
    disconnected = true
  })
  try {
    return await operation(makeLedgerSigner(transport, options.prefix, options.accountIndex))
  } catch (error) {
    throw toLedgerError(error, disconnected)
  } finally {
    await transport.close().catch(() => undefined)
  }
}

function assertSameAddress(deviceAddress: string, expected: string | undefined): void {
  if (expected !== undefined && deviceAddress !== expected) {
    throw new LedgerError('address-mismatch', LEDGER_MESSAGES.addressMismatch)
  }
}

async function readAccount(signer: LedgerSigner, showOnDevice: boolean): Promise<AccountData> {
  const [account] = await signer.getAccounts()
  if (!account) throw new LedgerError('unknown', 'The Ledger returned no account')
  if (showOnDevice) {
    const shown = await signer.showAddress()
    // The address the user saw on the screen must be the one we will use.
    assertSameAddress(shown.address, account.address)
  }
  return account
}

/** An amino signer that opens the device for each signature and checks it is still the same key. */
function perOperationSigner(
  account: AccountData,
  options: ConnectLedgerOptions,
): OfflineAminoSigner {
  return {
    getAccounts: async () => [account],
    signAmino: (signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse> =>
      withLedger(async signer => {
        if (signerAddress !== account.address) {
          throw new LedgerError('address-mismatch', LEDGER_MESSAGES.addressMismatch)
        }
        const [current] = await signer.getAccounts()
        assertSameAddress(current?.address ?? '', account.address)
        options.onAwaitingDevice?.(true)
        try {
          return await signer.signAmino(signerAddress, signDoc)
        } finally {
          options.onAwaitingDevice?.(false)
        }
      }, options),
  }
}

/**
 * Reads the Ledger's account (m/44'/118'/0'/0/`accountIndex`, prefix gitopia), checks it against the stored
 * address, closes the device and returns a signer that reconnects for each signature.
 */
export async function connectLedger(options: ConnectLedgerOptions = {}): Promise<Signer> {
  const account = await withLedger(async signer => {
    const read = await readAccount(signer, options.showOnDevice ?? false)
    assertSameAddress(read.address, options.expectedAddress)
    return read
  }, options)
  return {
    kind: 'ledger',
    address: account.address,
    signModes: ['amino'],
    offlineSigner: perOperationSigner(account, options),
  }
}
