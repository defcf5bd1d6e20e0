/** Options the Playwright init scripts are built with; plain JSON, since they cross into the page. */
export interface LedgerInitOptions {
  readonly mnemonic: string
  readonly appVersion?: readonly [number, number, number]
  readonly appOpen?: boolean
  readonly locked?: boolean
  readonly rejectSigning?: boolean
  readonly disconnected?: boolean
  readonly holdForApproval?: boolean
}

export interface KeplrInitOptions {
  readonly mnemonic: string
  readonly name?: string
  readonly noSuggestChain?: boolean
  readonly rejectSuggest?: boolean
  readonly isNanoLedger?: boolean
}

/** The global the script's prelude sets and the bundled entry reads (then deletes). */
export const INIT_OPTIONS_GLOBAL = '__gitopiaInitOptions'

export function takeInitOptions<T>(): T {
  const scope = globalThis as Record<string, unknown>
  const options = scope[INIT_OPTIONS_GLOBAL] as T
  delete scope[INIT_OPTIONS_GLOBAL]
  return options
}

/** Where to install: the page's window (a fake one in unit tests), else the global object. */
export function installTarget(): Record<string, unknown> {
  const target: object = typeof window === 'undefined' ? globalThis : window
  return target as Record<string, unknown>
}
