import { createHash } from 'node:crypto'
import { fromBase64, toBech32, toHex } from '@cosmjs/encoding'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'
import { VALIDATOR_PUBKEY } from '../chain/node-identity.ts'

/** What the consensus layer needs of an x/staking validator. */
export interface BondedValidator {
  readonly consensus_key: string
  readonly tokens: string
  readonly moniker: string
}

/** One member of CometBFT's validator set. */
export interface ConsensusValidator {
  /** Upper-case hex of the first 20 bytes of sha256(pubkey), as CometBFT derives it. */
  readonly address: string
  /** Base64 ed25519 public key. */
  readonly pubKey: string
  readonly power: bigint
  readonly moniker: string
}

/** The SDK's default power reduction: 10^6 base units of bonded stake are one unit of power. */
const POWER_REDUCTION = 1_000_000n

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

function member(pubKey: string, power: bigint, moniker: string): ConsensusValidator {
  const address = toHex(sha256(fromBase64(pubKey)).subarray(0, 20)).toUpperCase()
  return { address, pubKey, power, moniker }
}

/**
 * The validator set CometBFT runs with: x/staking's bonded validators with their consensus keys
 * and power (tokens / 10^6), sorted as CometBFT sorts (power descending, then address). A genesis
 * without validators runs on the node's own key alone (power 10).
 */
export class ValidatorSet {
  constructor(private readonly source: () => readonly BondedValidator[] = () => []) {}

  list(): ConsensusValidator[] {
    const bonded = this.source()
      .map(v => member(v.consensus_key, BigInt(v.tokens) / POWER_REDUCTION, v.moniker))
      .filter(v => v.power > 0n)
    if (bonded.length === 0) return [member(VALIDATOR_PUBKEY, 10n, 'gitopia-devnet')]
    return bonded.sort((a, b) =>
      a.power === b.power ? a.address.localeCompare(b.address) : a.power > b.power ? -1 : 1,
    )
  }

  totalPower(): bigint {
    return this.list().reduce((sum, v) => sum + v.power, 0n)
  }

  /** The header's `validators_hash`: 32 bytes over the members and their power. */
  hash(): string {
    const text = this.list()
      .map(v => `${v.pubKey}:${v.power}`)
      .join(',')
    return toHex(sha256(text)).toUpperCase()
  }

  /** The proposer of a height: the set in turn (the devnet has no rounds). */
  proposer(height: bigint): ConsensusValidator {
    const list = this.list()
    return list[Number(height % BigInt(list.length))] as ConsensusValidator
  }

  /** The validator this node signs with (the first of the set). */
  self(): ConsensusValidator {
    return this.list()[0] as ConsensusValidator
  }
}

/** `gitopiavalcons1…`, the bech32 consensus address the SDK's REST prints. */
export const valconsAddress = (hexAddress: string) =>
  toBech32(`${ADDRESS_PREFIX}valcons`, Buffer.from(hexAddress, 'hex'))

/** A commit signature stand-in: 64 bytes, reproducible from the signer and the block. */
export function commitSignature(validator: ConsensusValidator, blockHash: string): string {
  const digest = createHash('sha512').update(`${validator.address}/${blockHash}`).digest()
  return digest.toString('base64')
}
