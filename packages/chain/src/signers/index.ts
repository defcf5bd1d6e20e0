/**
 * Signers for the transaction pipeline. The Ledger code (and its large dependencies) is not in this
 * module's static graph: call `loadLedger()` to fetch that chunk when the user picks a Ledger.
 */
// A type-only import: erased at build time, so the Ledger chunk stays out of this graph.
import type * as LedgerChunk from './ledger.ts'

export { createLocalSigner } from './local.ts'
export { isAminoSigner, isDirectSigner } from './signer.ts'
export type { Signer } from './signer.ts'
export { toLedgerError } from './ledger-errors.ts'

export type LedgerModule = typeof LedgerChunk

export function loadLedger(): Promise<LedgerModule> {
  return import('./ledger.ts')
}
