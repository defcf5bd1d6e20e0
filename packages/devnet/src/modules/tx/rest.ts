import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { Registry } from '@cosmjs/proto-signing'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import type { TxResult } from '../../chain/app.ts'
import type { ChainNode, CommittedTx } from '../../chain/chain-node.ts'
import { decodeTx } from '../../chain/tx.ts'
import { parseCondition, parseTxQuery, txMatches, type TxCondition } from '../../chain/tx-query.ts'
import { grpcError, ok } from '../../http/paging.ts'
import { textParam } from '../../http/params.ts'
import type { Router } from '../../http/router.ts'

interface ToJson {
  toJSON?(value: unknown): unknown
}

function txResponse(
  hash: string,
  result: TxResult,
  height = 0n,
  timestamp = '',
  tx: object | null = null,
) {
  return {
    height: height.toString(),
    txhash: hash,
    codespace: result.codespace,
    code: result.code,
    data: result.data.length > 0 ? Buffer.from(result.data).toString('hex').toUpperCase() : '',
    raw_log: result.log,
    logs:
      result.code === 0 && result.log.startsWith('[')
        ? (JSON.parse(result.log) as unknown[]).map(log => ({ log: '', ...(log as object) }))
        : [],
    info: '',
    gas_wanted: result.gasWanted.toString(),
    gas_used: result.gasUsed.toString(),
    // An Any here (unlike the response's own `tx`, a plain Tx message).
    tx: tx && { '@type': '/cosmos.tx.v1beta1.Tx', ...tx },
    timestamp,
    events: result.events.map(event => ({
      type: event.type,
      attributes: event.attributes.map(({ key, value, index }) => ({ key, value, index })),
    })),
  }
}

/**
 * Proto JSON with the proto field names, as the SDK's gateway prints it (`from_address`, not the
 * generated types' `fromAddress`); `@type` of nested Anys is kept.
 */
function toProtoNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toProtoNames)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.startsWith('@') ? key : key.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`),
      toProtoNames(inner),
    ]),
  )
}

/** The tx as the gateway prints it: Msgs as `@type` Anys with their JSON. */
export function txJson(registry: Registry, committed: CommittedTx) {
  const tx = decodeTx(committed.bytes, registry)
  return {
    body: {
      messages: tx.msgs.map(msg => {
        const type = registry.lookupType(msg.typeUrl) as ToJson | undefined
        const json = type?.toJSON ? type.toJSON(msg.value) : msg.value
        return { '@type': msg.typeUrl, ...(toProtoNames(json) as object) }
      }),
      memo: tx.body.memo,
      timeout_height: tx.body.timeoutHeight.toString(),
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: tx.authInfo.signerInfos.map(info => ({
        public_key: info.publicKey
          ? { '@type': info.publicKey.typeUrl, key: toBase64(info.publicKey.value.slice(2)) }
          : null,
        mode_info: {
          single: {
            mode:
              info.modeInfo?.single?.mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON
                ? 'SIGN_MODE_LEGACY_AMINO_JSON'
                : 'SIGN_MODE_DIRECT',
          },
        },
        sequence: info.sequence.toString(),
      })),
      fee: {
        amount: tx.authInfo.fee?.amount ?? [],
        gas_limit: (tx.authInfo.fee?.gasLimit ?? 0n).toString(),
        payer: tx.authInfo.fee?.payer ?? '',
        granter: tx.authInfo.fee?.granter ?? '',
      },
      tip: null,
    },
    signatures: tx.raw.signatures.map(signature => toBase64(signature)),
  }
}

/** The block time as the gateway prints it; empty when the block is not kept. */
function blockTime(node: ChainNode, height: bigint): string {
  return node.block(height)?.time.toISOString().replace('.000Z', 'Z') ?? ''
}

export function registerTxRoutes(router: Router, node: ChainNode, registry: Registry): void {
  router.post('/cosmos/tx/v1beta1/txs', async ({ body }) => {
    let request: { tx_bytes?: unknown; mode?: unknown }
    try {
      request = JSON.parse(await body()) as typeof request
    } catch {
      return grpcError(3, 'invalid request body: not JSON')
    }
    let bytes: Uint8Array
    try {
      bytes = fromBase64(textParam(request.tx_bytes))
    } catch {
      return grpcError(3, 'tx_bytes must be base64')
    }
    if (bytes.length === 0) return grpcError(3, 'invalid empty tx')
    const { hash, check } = node.broadcast(bytes)
    if (check.code === 0 && (request.mode === 'BROADCAST_MODE_BLOCK' || request.mode === 3)) {
      const committed = await node.waitForTx(hash)
      if (committed) {
        return ok({
          tx_response: txResponse(
            hash,
            committed.result,
            committed.height,
            node.block(committed.height)?.time.toISOString() ?? '',
          ),
        })
      }
    }
    return ok({ tx_response: txResponse(hash, check) })
  })
  // GetTxsEvent as SDK 0.47 serves it: `events` conditions (AND), `page`/`limit` (or the
  // deprecated pagination.*), `order_by`; 0.50's single `query` is accepted as well.
  router.get('/cosmos/tx/v1beta1/txs', ({ query }) => {
    const text = query.get('query')
    const conditions = text ? parseTxQuery(text) : query.getAll('events').map(parseCondition)
    if (!conditions || conditions.length === 0)
      return grpcError(3, 'must declare at least one event to search')
    if (conditions.some(condition => condition === null))
      return grpcError(3, `invalid event query: ${query.getAll('events').join(' AND ')}`)
    const limit = Math.min(
      100,
      Math.max(1, Number(query.get('limit') ?? query.get('pagination.limit') ?? 100) || 100),
    )
    const offset = query.has('pagination.offset')
      ? Math.max(0, Number(query.get('pagination.offset')) || 0)
      : (Math.max(1, Number(query.get('page') ?? 1) || 1) - 1) * limit
    const order = query.get('order_by')
    const all = [...node.committedTxs.values()].filter(tx =>
      txMatches(tx, conditions as TxCondition[]),
    )
    if (order === 'ORDER_BY_DESC' || order === '2') all.reverse()
    const page = all.slice(offset, offset + limit)
    const txs = page.map(committed => txJson(registry, committed))
    return ok({
      txs,
      tx_responses: page.map((committed, index) =>
        txResponse(
          committed.hash,
          committed.result,
          committed.height,
          blockTime(node, committed.height),
          txs[index],
        ),
      ),
      pagination: { next_key: null, total: String(all.length) },
      total: String(all.length),
    })
  })
  router.get('/cosmos/tx/v1beta1/txs/{hash}', ({ params }) => {
    const hash = (params.hash ?? '').toUpperCase()
    if (!/^[0-9A-F]{64}$/.test(hash)) return grpcError(3, `invalid tx hash ${params.hash}`)
    const committed = node.tx(hash)
    if (!committed) return grpcError(5, `tx not found: ${hash}`)
    const tx = txJson(registry, committed)
    return ok({
      tx,
      tx_response: txResponse(
        hash,
        committed.result,
        committed.height,
        blockTime(node, committed.height),
        tx,
      ),
    })
  })
}
