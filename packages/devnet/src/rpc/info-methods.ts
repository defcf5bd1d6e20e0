import { fromBase64, toBase64, toHex } from '@cosmjs/encoding'
import type { Block, ChainNode } from '../chain/chain-node.ts'
import type { NodeSelf } from '../http/node-frontends.ts'
import type { Genesis } from '../chain/genesis-schema.ts'
import { textParam } from '../http/params.ts'
import { blockJson, commitJson, headerJson, NO_BLOCK } from './block-json.ts'
import { CONSENSUS_PARAMS, genesisJson } from './genesis-json.ts'
import { netInfoResult } from './net-info.ts'
import { heightParam, pageParams, requireBlock } from './params.ts'
import { RpcError, type RpcMethod, type RpcParams } from './server.ts'
import type { BondedValidator, ValidatorSet } from './validator-set.ts'

/** What the RPC knows of the chain beyond the node: its genesis and x/staking. */
export interface ChainInfo {
  readonly genesis?: Genesis
  readonly staking?: { validators(): readonly BondedValidator[] }
}

/** A `[]byte` parameter: `0x…` hex in the URI form, base64 in JSON-RPC (bare hex accepted too). */
function hashParam(params: RpcParams): string {
  const text = textParam(params.hash)
  if (/^0x[0-9a-fA-F]*$/.test(text)) return text.slice(2).toUpperCase()
  if (/^[0-9a-fA-F]{64}$/.test(text)) return text.toUpperCase()
  try {
    return toHex(fromBase64(text)).toUpperCase()
  } catch {
    throw new RpcError(-32602, 'Invalid params', `invalid hash: ${text}`)
  }
}

/** Finds blocks by hash; the index grows as blocks are produced. */
class BlockHashIndex {
  readonly #heights = new Map<string, bigint>()
  #indexed = 0n

  constructor(private readonly node: ChainNode) {}

  find(hash: string): Block | undefined {
    for (; this.#indexed < this.node.latest.height;) {
      this.#indexed++
      const block = this.node.block(this.#indexed)
      if (block) this.#heights.set(block.hash, block.height)
    }
    const height = this.#heights.get(hash)
    return height === undefined ? undefined : this.node.block(height)
  }
}

function mempoolCounts(node: ChainNode) {
  const txs = node.pendingTxs
  return { txs, totalBytes: txs.reduce((sum, tx) => sum + tx.length, 0) }
}

/**
 * The CometBFT 0.37 methods explorers and wallets use beyond blocks and txs: the validator set,
 * the network, the genesis document, commits and headers, the mempool and consensus params.
 */
export function infoMethods(
  node: ChainNode,
  validators: ValidatorSet,
  chain: ChainInfo,
  self: NodeSelf,
): [string, RpcMethod][] {
  const byHash = new BlockHashIndex(node)
  // The front-ends connect to each other when they start.
  const since = new Date()
  return [
    [
      'validators',
      params => {
        const block = requireBlock(node, heightParam(params))
        const all = validators.list()
        const { start, perPage } = pageParams(params, all.length)
        const page = all.slice(start, start + perPage)
        return {
          block_height: block.height.toString(),
          validators: page.map(v => ({
            address: v.address,
            pub_key: { type: 'tendermint/PubKeyEd25519', value: v.pubKey },
            voting_power: v.power.toString(),
            proposer_priority: '0',
          })),
          count: String(page.length),
          total: String(all.length),
        }
      },
    ],
    ['net_info', () => netInfoResult(node.chainId, self, since)],
    ['genesis', () => genesisJson(node.chainId, chain.genesis)],
    [
      'commit',
      params => {
        const block = requireBlock(node, heightParam(params))
        return {
          signed_header: {
            header: headerJson(node.chainId, block, validators),
            commit: commitJson(node, block, validators),
          },
          // The latest block's commit is the node's own seen commit, not yet in a block.
          canonical: block.height < node.latest.height,
        }
      },
    ],
    [
      'header',
      params => ({
        header: headerJson(node.chainId, requireBlock(node, heightParam(params)), validators),
      }),
    ],
    [
      'block_by_hash',
      params => {
        const block = byHash.find(hashParam(params))
        return block ? blockJson(node, block, validators) : NO_BLOCK
      },
    ],
    [
      'unconfirmed_txs',
      params => {
        const { txs, totalBytes } = mempoolCounts(node)
        const limitText = textParam(params.limit)
        const asked = /^\d+$/.test(limitText) ? Number(limitText) : 0
        const limit = asked < 1 ? 30 : Math.min(asked, 100)
        const shown = txs.slice(0, limit)
        return {
          n_txs: String(shown.length),
          total: String(txs.length),
          total_bytes: String(totalBytes),
          txs: shown.map(tx => toBase64(tx)),
        }
      },
    ],
    [
      'num_unconfirmed_txs',
      () => {
        const { txs, totalBytes } = mempoolCounts(node)
        return {
          n_txs: String(txs.length),
          total: String(txs.length),
          total_bytes: String(totalBytes),
          txs: null,
        }
      },
    ],
    [
      'consensus_params',
      params => ({
        block_height: requireBlock(node, heightParam(params)).height.toString(),
        consensus_params: CONSENSUS_PARAMS,
      }),
    ],
  ]
}
