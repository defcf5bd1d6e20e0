import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import type { ChainApp } from '../chain/app.ts'
import type { ChainNode, CommittedTx } from '../chain/chain-node.ts'
import type { NodeSelf } from '../http/node-frontends.ts'
import { txHash } from '../chain/tx.ts'
import { ChainError, SdkErrors } from '../chain/errors.ts'
import type { ChainModule } from '../chain/module.ts'
import { parseTxQuery, txMatches, type TxCondition } from '../chain/tx-query.ts'
import { textParam } from '../http/params.ts'
import { blockId, blockJson, headerJson } from './block-json.ts'
import { infoMethods, type ChainInfo } from './info-methods.ts'
import { heightParam, requireBlock } from './params.ts'
import { searchMethods } from './search-methods.ts'
import { RpcError, type RpcMethod, type RpcParams } from './server.ts'
import { statusResult } from './status.ts'
import { txResultJson } from './tx-json.ts'
import { ValidatorSet } from './validator-set.ts'

const SIMULATE_PATH = '/cosmos.tx.v1beta1.Service/Simulate'

function committedTxJson(tx: CommittedTx) {
  return {
    hash: tx.hash,
    height: tx.height.toString(),
    index: tx.index,
    tx_result: txResultJson(tx.result),
    tx: toBase64(tx.bytes),
  }
}

/** CometBFT's query language, the subset clients use: `a.b='x' AND tx.height>=5`. */
function parseQuery(query: string): TxCondition[] {
  const conditions = parseTxQuery(query)
  if (!conditions) throw new RpcError(-32602, 'Invalid params', `failed to parse query: ${query}`)
  return conditions
}

export function abciQuery(
  app: ChainApp,
  node: ChainNode,
  modules: readonly ChainModule[],
  params: RpcParams,
) {
  const path = textParam(params.path)
  const data = fromHex(textParam(params.data))
  const height = node.latest.height.toString()
  const response = (value: Uint8Array, code = 0, log = '', codespace = '') => ({
    response: {
      code,
      log,
      info: '',
      index: '0',
      key: null,
      value: toBase64(value),
      proofOps: null,
      height,
      codespace,
    },
  })
  try {
    if (path === SIMULATE_PATH) {
      const request = SimulateRequest.decode(data)
      const { gasUsed, result } = app.simulate(request.txBytes, {
        height: node.latest.height + 1n,
        time: new Date(),
      })
      return response(
        SimulateResponse.encode({
          gasInfo: { gasWanted: 0n, gasUsed },
          result: {
            data: new Uint8Array(),
            log: result.log,
            events: result.events.map(event => ({
              type: event.type,
              attributes: event.attributes.map(a => ({
                key: a.key,
                value: a.value,
                index: a.index,
              })),
            })),
            msgResponses: [],
          },
        }).finish(),
      )
    }
    for (const module of modules) {
      const handler = module.abciQueries?.[path]
      if (handler) return response(handler(data))
    }
    throw ChainError.wrap(SdkErrors.unknownRequest, `unknown query path ${path}`)
  } catch (error) {
    if (error instanceof ChainError)
      return response(new Uint8Array(), error.kind.code, error.log, error.kind.codespace)
    const message = error instanceof Error ? error.message : String(error)
    return response(new Uint8Array(), SdkErrors.txDecode.code, `${message}: tx parse error`, 'sdk')
  }
}

/** The CometBFT 0.37 JSON-RPC methods cosmjs and explorers use. */
export function rpcMethods(
  app: ChainApp,
  node: ChainNode,
  self: NodeSelf,
  chain: ChainInfo = {},
): Map<string, RpcMethod> {
  const validators = new ValidatorSet(() => chain.staking?.validators() ?? [])
  const broadcastSync: RpcMethod = params => {
    let bytes: Uint8Array
    try {
      bytes = fromBase64(textParam(params.tx))
    } catch {
      throw new RpcError(-32602, 'Invalid params', 'tx must be base64')
    }
    // CometBFT's mempool cache holds pending and committed txs: the same bytes again are refused
    // before CheckTx (mempool.ErrTxInCache), which clients that rebroadcast count as accepted.
    if (node.knows(txHash(bytes)))
      throw new RpcError(-32603, 'Internal error', 'tx already exists in cache')
    const { hash, check } = node.broadcast(bytes)
    return { code: check.code, data: '', log: check.log, codespace: check.codespace, hash }
  }

  return new Map<string, RpcMethod>([
    [
      'status',
      () => statusResult(node.chainId, node.latest, self.rpcUrl(), validators.self(), self.index),
    ],
    ['health', () => ({})],
    [
      'abci_info',
      () => ({
        response: {
          data: 'gitopia',
          version: '6.0.0',
          app_version: '0',
          last_block_height: node.latest.height.toString(),
          last_block_app_hash: toBase64(fromHex(node.latest.appHash)),
        },
      }),
    ],
    ['abci_query', params => abciQuery(app, node, app.modules, params)],
    ['broadcast_tx_sync', broadcastSync],
    ['broadcast_tx_async', params => ({ ...(broadcastSync(params) as object), log: '' })],
    [
      'broadcast_tx_commit',
      async params => {
        const sync = broadcastSync(params) as {
          code: number
          hash: string
          log: string
          codespace: string
        }
        const checkTx = {
          code: sync.code,
          data: '',
          log: sync.log,
          info: '',
          gas_wanted: '0',
          gas_used: '0',
          events: [],
          codespace: sync.codespace,
        }
        if (sync.code !== 0)
          return { check_tx: checkTx, deliver_tx: null, hash: sync.hash, height: '0' }
        const committed = await node.waitForTx(sync.hash)
        if (!committed)
          throw new RpcError(
            -32603,
            'Internal error',
            'timed out waiting for tx to be included in a block',
          )
        return {
          check_tx: checkTx,
          deliver_tx: txResultJson(committed.result),
          hash: sync.hash,
          height: committed.height.toString(),
        }
      },
    ],
    [
      'tx',
      params => {
        const hashParam = textParam(params.hash)
        const hash = /^[0-9a-fA-F]{64}$/.test(hashParam) ? hashParam : toHex(fromBase64(hashParam))
        const committed = node.tx(hash)
        if (!committed)
          throw new RpcError(-32603, 'Internal error', `tx (${hash.toUpperCase()}) not found`)
        return committedTxJson(committed)
      },
    ],
    [
      'tx_search',
      params => {
        const conditions = parseQuery(textParam(params.query))
        const page = Math.max(1, Number(params.page ?? 1) || 1)
        const perPage = Math.min(100, Math.max(1, Number(params.per_page ?? 30) || 30))
        const all = [...node.committedTxs.values()].filter(tx => txMatches(tx, conditions))
        if (params.order_by === 'desc') all.reverse()
        const txs = all.slice((page - 1) * perPage, page * perPage)
        return { txs: txs.map(committedTxJson), total_count: String(all.length) }
      },
    ],
    ['block', params => blockJson(node, requireBlock(node, heightParam(params)), validators)],
    [
      'block_results',
      params => {
        const block = requireBlock(node, heightParam(params))
        return {
          height: block.height.toString(),
          txs_results: block.results.map(txResultJson),
          begin_block_events: [],
          end_block_events: [],
          validator_updates: [],
          consensus_param_updates: null,
        }
      },
    ],
    [
      'blockchain',
      params => {
        const max = heightParam(params, 'maxHeight') ?? node.latest.height
        const min = heightParam(params, 'minHeight') ?? 1n
        const metas = []
        for (
          let height = max < node.latest.height ? max : node.latest.height;
          height >= min && metas.length < 20;
          height--
        ) {
          const block = node.block(height)
          if (!block) continue
          metas.push({
            block_id: blockId(block),
            block_size: String(block.txs.reduce((sum, tx) => sum + tx.length, 200)),
            header: headerJson(node.chainId, block, validators),
            num_txs: String(block.txs.length),
          })
        }
        return { last_height: node.latest.height.toString(), block_metas: metas }
      },
    ],
    ...infoMethods(node, validators, chain, self),
    ...searchMethods(node, validators, chain),
  ])
}
