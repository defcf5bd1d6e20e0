import { SignerError } from './signer.ts'

/** The catalogue's texts for Ledger failures (product spec, error catalogue). */
export const LEDGER_MESSAGES = {
  disconnected: 'Ledger disconnected, please try again',
  appNotOpen: 'Please open Cosmos app on your Ledger',
  noTransport: 'No connection available',
  addressMismatch: "Wallet address not matching Ledger's address",
  rejected: 'Request rejected on your Ledger',
} as const

export type LedgerFailureKind =
  | 'disconnected'
  | 'app-not-open'
  | 'locked'
  | 'no-transport'
  | 'address-mismatch'
  | 'rejected'
  | 'unknown'

export class LedgerError extends SignerError<LedgerFailureKind> {
  override readonly name = 'LedgerError'
}

// Status words of the Ledger Cosmos app, as @ledgerhq/errors names them.
const APP_NOT_OPEN_CODES = new Set([0x6e00, 0x6e01, 0x6d00, 0x6511, 0x6807])
const LOCKED_CODES = new Set([0x5515, 0x6982])
const REJECTED_CODES = new Set([0x6986, 0x5501, 0x6985])
const DISCONNECT_NAMES = new Set([
  'DisconnectedDevice',
  'DisconnectedDeviceDuringOperation',
  'NetworkError',
  'NotFoundError',
])
const NO_TRANSPORT_NAMES = new Set([
  'TransportWebUSBGestureRequired',
  'TransportOpenUserCancelled',
  'TransportInterfaceNotAvailable',
  'NoDeviceFound',
])

function statusOf(error: object): number | undefined {
  for (const key of ['returnCode', 'statusCode'] as const) {
    const value = (error as Record<string, unknown>)[key]
    if (typeof value === 'number') return value
  }
  return undefined
}

/**
 * Turns whatever the Ledger stack threw into a `LedgerError` with the catalogue's text. `disconnected`
 * is passed by the caller when the transport reported a disconnect, because the Cosmos app library
 * replaces transport errors with a generic "Unknown transport error".
 */
export function toLedgerError(error: unknown, disconnected = false): LedgerError {
  if (error instanceof LedgerError) return error
  const cause = { cause: error }
  if (disconnected) return new LedgerError('disconnected', LEDGER_MESSAGES.disconnected, cause)
  const name = error instanceof Error ? error.name : ''
  const message = error instanceof Error ? error.message : String(error)
  const status = error && typeof error === 'object' ? statusOf(error) : undefined

  if (DISCONNECT_NAMES.has(name) || /disconnect/i.test(message)) {
    return new LedgerError('disconnected', LEDGER_MESSAGES.disconnected, cause)
  }
  if (NO_TRANSPORT_NAMES.has(name) || /no device selected|access denied/i.test(message)) {
    return new LedgerError('no-transport', LEDGER_MESSAGES.noTransport, cause)
  }
  if ((status !== undefined && LOCKED_CODES.has(status)) || /locked/i.test(message)) {
    // The catalogue has no text for a locked device; unlocking leads to the same instruction.
    return new LedgerError('locked', LEDGER_MESSAGES.appNotOpen, cause)
  }
  if (
    (status !== undefined && APP_NOT_OPEN_CODES.has(status)) ||
    /open the .* (Ledger )?app|app does not seem to be open|bootloader|CLA Not Supported/i.test(
      message,
    )
  ) {
    return new LedgerError('app-not-open', LEDGER_MESSAGES.appNotOpen, cause)
  }
  if ((status !== undefined && REJECTED_CODES.has(status)) || /rejected|refused/i.test(message)) {
    return new LedgerError('rejected', LEDGER_MESSAGES.rejected, cause)
  }
  return new LedgerError('unknown', message, cause)
}
