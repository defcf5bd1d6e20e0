// Shared pieces of the golden Amino JSON cases (amino-golden.ts).
import type { EncodeObject } from '@cosmjs/proto-signing'

export interface AminoGoldenCase {
  readonly name: string
  /** The Msg as the app builds it (a group or gov proposal's Msgs not yet packed). */
  readonly msg: EncodeObject
  /** The element of the sign doc's `msgs` the chain computes for it. */
  readonly signed: unknown
}

export const ALICE = 'gitopia1alice'
export const BOB = 'gitopia1bob'
export const POLICY = 'gitopia1policy'
export const DAO = 'gitopia1dao'
/** x/gov's module account. */
export const GOV = 'gitopia10d07y265gmmuvt4z0w9aw880jnsr700jy65jes'
export const SHA = 'a'.repeat(40)
/** Coins as the app builds them, and as the sign doc has them (sorted keys). */
export const lore = (amount: string) => [{ denom: 'ulore', amount }]
export const coins = (amount: string) => [{ amount, denom: 'ulore' }]
export const release = {
  tagName: 'v1.0.0',
  target: 'main',
  name: 'One',
  description: '',
  attachments: [],
  draft: false,
  preRelease: false,
  provider: 'gitopia1provider',
}
