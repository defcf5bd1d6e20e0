/** A registered chain error: ABCI code within a codespace, and the SDK's base text. */
export interface ErrorKind {
  readonly codespace: string
  readonly code: number
  readonly text: string
}

const sdk = (code: number, text: string): ErrorKind => ({ codespace: 'sdk', code, text })

/** The SDK 0.47 errors the devnet produces (types/errors/errors.go). */
export const SdkErrors = {
  txDecode: sdk(2, 'tx parse error'),
  unauthorized: sdk(4, 'unauthorized'),
  insufficientFunds: sdk(5, 'insufficient funds'),
  unknownRequest: sdk(6, 'unknown request'),
  invalidAddress: sdk(7, 'invalid address'),
  invalidPubKey: sdk(8, 'invalid pubkey'),
  unknownAddress: sdk(9, 'unknown address'),
  invalidCoins: sdk(10, 'invalid coins'),
  outOfGas: sdk(11, 'out of gas'),
  memoTooLarge: sdk(12, 'memo too large'),
  insufficientFee: sdk(13, 'insufficient fee'),
  noSignatures: sdk(15, 'no signatures supplied'),
  invalidRequest: sdk(18, 'invalid request'),
  txTooLarge: sdk(21, 'tx too large'),
  keyNotFound: sdk(22, 'key not found'),
  invalidSigner: sdk(24, 'tx intended signer does not match the given signer'),
  invalidChainId: sdk(28, 'invalid chain-id'),
  txTimeoutHeight: sdk(30, 'tx timeout height'),
  wrongSequence: sdk(32, 'incorrect account sequence'),
  logic: sdk(35, 'internal logic error'),
  notSupported: sdk(37, 'feature not supported'),
  notFound: sdk(38, 'not found'),
  invalidGasLimit: sdk(41, 'invalid gas limit'),
} as const

export const FeegrantErrors = {
  feeLimitExceeded: { codespace: 'feegrant', code: 2, text: 'fee limit exceeded' },
  feeGrantExpired: { codespace: 'feegrant', code: 3, text: 'fee allowance expired' },
  noAllowance: { codespace: 'feegrant', code: 5, text: 'fee-grant not found' },
  invalidDuration: { codespace: 'feegrant', code: 6, text: 'invalid duration' },
  noMessages: { codespace: 'feegrant', code: 7, text: 'allowed messages are empty' },
} as const satisfies Record<string, ErrorKind>

/**
 * An error with an ABCI code. `log` is the SDK's wrapped text, e.g.
 * `account sequence mismatch, expected 1, got 0: incorrect account sequence`.
 */
export class ChainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly log: string,
  ) {
    super(log)
  }

  /** Like `errorsmod.Wrap(kind, message)`. */
  static wrap(kind: ErrorKind, message?: string): ChainError {
    return new ChainError(kind, message ? `${message}: ${kind.text}` : kind.text)
  }

  /** Prefixes more context, keeping the kind: `Wrap(err, prefix)`. */
  prefixed(prefix: string): ChainError {
    return new ChainError(this.kind, `${prefix}: ${this.log}`)
  }
}

/** Errors from plain `fmt.Errorf` in the keepers: no registered code (code 1 at delivery). */
export const UnregisteredError: ErrorKind = { codespace: 'undefined', code: 1, text: 'internal' }

export function internalError(message: string): ChainError {
  return new ChainError(UnregisteredError, message)
}
