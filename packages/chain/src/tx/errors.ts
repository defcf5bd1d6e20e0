/** A transaction the chain refused or that failed in a block: code, codespace and raw log. */
export class TxFailedError extends Error {
  constructor(
    readonly code: number,
    readonly codespace: string,
    readonly rawLog: string,
    readonly txHash?: string,
  ) {
    super(humanizeChainError(code, codespace, rawLog))
    this.name = 'TxFailedError'
  }
}

/** A second submission while one from the same address is still pending. */
export class TxPendingError extends Error {
  constructor() {
    super('A transaction is already pending; wait for it to finish')
    this.name = 'TxPendingError'
  }
}

const SDK_TEXTS: Record<number, string> = {
  2: 'tx parse error',
  4: 'unauthorized',
  5: 'insufficient funds',
  7: 'invalid address',
  11: 'out of gas',
  13: 'insufficient fee',
  18: 'invalid request',
  22: 'key not found',
  32: 'incorrect account sequence',
}

/** The keeper's own message: the log without the `failed to execute message` prefix and SDK suffix. */
function coreMessage(rawLog: string, code: number): string {
  let message = rawLog
    .replace(/^rpc error: code = \w+ desc = /, '')
    .replace(/ With gas wanted: .*$/, '')
    .replace(/^failed to execute message; message index: \d+: /, '')
  const suffix = SDK_TEXTS[code]
  if (suffix && message.endsWith(`: ${suffix}`)) message = message.slice(0, -suffix.length - 2)
  return message
}

/**
 * Keeper refusals people meet in normal use, each with a sentence that says what to do; the raw
 * log stays available behind "Details".
 */
const KEEPER_SENTENCES: readonly (readonly [RegExp, string])[] = [
  [
    /can't close issue with OPEN linked pull request/i,
    "This issue can't be closed while a linked pull request is open: merge or close the pull request first.",
  ],
]

/** A short sentence for the user; the raw log is shown alongside it. */
export function humanizeChainError(code: number, codespace: string, rawLog: string): string {
  if (codespace === 'sdk' || codespace === '') {
    switch (code) {
      case 32:
        return 'Your account sequence changed (another transaction went first). Please try again.'
      case 5:
        return 'Not enough funds to pay for this transaction and its fee.'
      case 13:
        return 'The fee is below the minimum gas price of the chain.'
      case 11:
        return 'The transaction ran out of gas.'
      case 4:
        return 'The signature was rejected. Check the network and account, then try again.'
    }
  }
  if (codespace === 'feegrant') return 'The fee grant could not pay for this transaction.'
  const known = KEEPER_SENTENCES.find(([pattern]) => pattern.test(rawLog))
  if (known) return known[1]
  const message = coreMessage(rawLog, code)
  return message === ''
    ? `The transaction failed (code ${code}).`
    : message.charAt(0).toUpperCase() + message.slice(1)
}

/**
 * cosmjs reports a failed simulation as `Query failed with (6): rpc error: ... : <text>: <sdk text>
 * With gas wanted ...`; recover the inner SDK code from the text so the user sees the cause.
 */
export function errorFromSimulation(error: unknown): TxFailedError | undefined {
  const message = error instanceof Error ? error.message : String(error)
  const match = /^Query failed with \((\d+)\): ([\s\S]*)$/.exec(message)
  if (!match) return undefined
  const log = match[2] ?? ''
  const inner = Object.entries(SDK_TEXTS).find(
    ([, text]) => log.includes(`: ${text} With gas wanted`) || log.endsWith(`: ${text}`),
  )
  const code = inner ? Number(inner[0]) : Number(match[1])
  return new TxFailedError(code, 'sdk', log)
}

/**
 * The chain refused the fee grant (x/feegrant: not found, expired, limit exceeded, Msg not
 * allowed), in CheckTx (codespace `feegrant`) or in a simulation (the ante handler's prefix).
 */
export function isFeeGrantFailure(error: unknown): boolean {
  if (!(error instanceof TxFailedError)) return false
  return error.codespace === 'feegrant' || / does not allow to pay fees for /.test(error.rawLog)
}

/** What a form or toast shows after a failed action: a sentence and, for a chain refusal, its raw log. */
export interface TxFailure {
  /** A short sentence for people. */
  readonly message: string
  /** The chain's raw log, when the chain refused the tx (never an empty string). */
  readonly rawLog: string | null
}

/** Reads any thrown value; the pipeline's TxFailedError (and anything else with `rawLog`) carries the log. */
export function describeTxFailure(error: unknown): TxFailure {
  const message = error instanceof Error ? error.message : String(error)
  const rawLog =
    typeof error === 'object' &&
    error !== null &&
    'rawLog' in error &&
    typeof error.rawLog === 'string'
      ? error.rawLog || null
      : null
  return { message, rawLog }
}
