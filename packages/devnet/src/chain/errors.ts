/** A registered chain error: ABCI code within a codespace, and the SDK's base text. */
export interface ErrorKind {
  readonly codespace: string
  readonly code: number
  readonly text: string
}

/**
 * One codespace's registered errors, by name: each is `[code, text]` as its module's `errors.go`
 * registers it.
 */
export function errorKinds<const K extends string>(
  codespace: string,
  kinds: Record<K, readonly [code: number, text: string]>,
): Readonly<Record<K, ErrorKind>> {
  const entries = Object.entries<readonly [number, string]>(kinds)
  return Object.fromEntries(
    entries.map(([name, [code, text]]) => [name, { codespace, code, text }]),
  ) as Record<K, ErrorKind>
}

/** The SDK 0.47 errors the devnet produces (types/errors/errors.go). */
export const SdkErrors = errorKinds('sdk', {
  txDecode: [2, 'tx parse error'],
  unauthorized: [4, 'unauthorized'],
  insufficientFunds: [5, 'insufficient funds'],
  unknownRequest: [6, 'unknown request'],
  invalidAddress: [7, 'invalid address'],
  invalidPubKey: [8, 'invalid pubkey'],
  unknownAddress: [9, 'unknown address'],
  invalidCoins: [10, 'invalid coins'],
  outOfGas: [11, 'out of gas'],
  memoTooLarge: [12, 'memo too large'],
  insufficientFee: [13, 'insufficient fee'],
  noSignatures: [15, 'no signatures supplied'],
  invalidRequest: [18, 'invalid request'],
  txTooLarge: [21, 'tx too large'],
  keyNotFound: [22, 'key not found'],
  invalidSigner: [24, 'tx intended signer does not match the given signer'],
  invalidChainId: [28, 'invalid chain-id'],
  txTimeoutHeight: [30, 'tx timeout height'],
  wrongSequence: [32, 'incorrect account sequence'],
  logic: [35, 'internal logic error'],
  notSupported: [37, 'feature not supported'],
  notFound: [38, 'not found'],
  invalidGasLimit: [41, 'invalid gas limit'],
})

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
