import { createHash } from 'node:crypto'

/**
 * SHA-256 with Node's native hash: the devnet hashes every tx several times on its way into a block
 * (its id at broadcast, CheckTx, the block and DeliverTx) and every sign doc it verifies, and
 * cosmjs' JavaScript hash took about a quarter of an idle devnet's CPU.
 */
export function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest())
}
