import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from './fetcher.ts'

const uintString = z.string().check(z.regex(/^\d+$/))
const coin = z.object({ denom: z.string(), amount: uintString })

const event = z.object({
  type: z.string(),
  attributes: z._default(
    z.array(z.object({ key: z.string(), value: z.nullable(z.optional(z.string())) })),
    [],
  ),
})

/** A Msg as the gateway prints it: its type URL under `@type`, its fields beside it. */
const anyJson = z.looseObject({ '@type': z.string() })

const txJson = z.object({
  body: z.object({
    messages: z._default(z.array(anyJson), []),
    memo: z._default(z.string(), ''),
  }),
  auth_info: z.object({
    fee: z.optional(
      z.object({
        amount: z._default(z.array(coin), []),
        gas_limit: z._default(uintString, '0'),
        payer: z._default(z.string(), ''),
        granter: z._default(z.string(), ''),
      }),
    ),
  }),
})

const txResponse = z.object({
  height: uintString,
  txhash: z.string(),
  codespace: z._default(z.string(), ''),
  code: z.number(),
  raw_log: z._default(z.string(), ''),
  gas_wanted: z._default(uintString, '0'),
  gas_used: z._default(uintString, '0'),
  timestamp: z._default(z.string(), ''),
  events: z._default(z.array(event), []),
  tx: z.nullable(z.optional(txJson)),
})

export interface TxMessage {
  readonly typeUrl: string
  /** The Msg's fields in the gateway's JSON (snake_case keys). */
  readonly value: Readonly<Record<string, unknown>>
}

export interface TxEvent {
  readonly type: string
  readonly attributes: readonly { readonly key: string; readonly value: string }[]
}

/** A committed transaction, mapped from the REST gateway's `GetTxResponse`. */
export interface TxDetails {
  readonly hash: string
  readonly height: bigint
  /** 0 on success; anything else failed (see `codespace` and `rawLog`). */
  readonly code: number
  readonly codespace: string
  readonly rawLog: string
  readonly gasWanted: bigint
  readonly gasUsed: bigint
  /** The block time, or null when the node did not give one. */
  readonly time: Date | null
  readonly memo: string
  readonly fee: {
    readonly amount: readonly { readonly denom: string; readonly amount: bigint }[]
    readonly gasLimit: bigint
    /** Who paid: the fee granter when an allowance was used, else the payer or the first signer. */
    readonly granter: string
    readonly payer: string
  }
  readonly messages: readonly TxMessage[]
  readonly events: readonly TxEvent[]
}

type TxResponseJson = z.infer<typeof txResponse>

function toTxDetails(response: TxResponseJson, tx: z.infer<typeof txJson> | null): TxDetails {
  const time = response.timestamp ? new Date(response.timestamp) : null
  const fee = tx?.auth_info.fee
  return {
    hash: response.txhash.toUpperCase(),
    height: BigInt(response.height),
    code: response.code,
    codespace: response.codespace,
    rawLog: response.raw_log,
    gasWanted: BigInt(response.gas_wanted),
    gasUsed: BigInt(response.gas_used),
    time: time && !Number.isNaN(time.getTime()) ? time : null,
    memo: tx?.body.memo ?? '',
    fee: {
      amount: (fee?.amount ?? []).map(c => ({ denom: c.denom, amount: BigInt(c.amount) })),
      gasLimit: BigInt(fee?.gas_limit ?? '0'),
      granter: fee?.granter ?? '',
      payer: fee?.payer ?? '',
    },
    messages: (tx?.body.messages ?? []).map(({ '@type': typeUrl, ...value }) => ({
      typeUrl,
      value,
    })),
    events: response.events.map(e => ({
      type: e.type,
      attributes: e.attributes.map(a => ({ key: a.key, value: a.value ?? '' })),
    })),
  }
}

/** A tx hash as nodes print it: 64 hex digits. */
export function isTxHash(text: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(text)
}

const getTxResponse = z.object({ tx: z.nullable(z.optional(txJson)), tx_response: txResponse })

/** One committed transaction by hash (`GET /cosmos/tx/v1beta1/txs/{hash}`). */
export async function getTx(
  apiEndpoint: string,
  hash: string,
  options?: FetchJsonOptions,
): Promise<TxDetails> {
  const path = `/cosmos/tx/v1beta1/txs/${encodeURIComponent(hash.toUpperCase())}`
  const body = await fetchJson(joinUrl(apiEndpoint, path), getTxResponse, options)
  return toTxDetails(body.tx_response, body.tx ?? body.tx_response.tx ?? null)
}

const searchResponse = z.object({
  tx_responses: z._default(z.array(txResponse), []),
  total: z._default(uintString, '0'),
})

export interface TxSearch {
  /** Event conditions such as `message.sender='gitopia1…'`, all of which must hold. */
  readonly events: readonly string[]
  /** 1-based. */
  readonly page?: number
  readonly limit?: number
  /** Newest first by default, as an explorer lists them. */
  readonly order?: 'asc' | 'desc'
}

/** Transactions matching events (`GET /cosmos/tx/v1beta1/txs?events=…`, SDK 0.47 style). */
export async function searchTxs(
  apiEndpoint: string,
  search: TxSearch,
  options?: FetchJsonOptions,
): Promise<{ readonly txs: readonly TxDetails[]; readonly total: number }> {
  const params = new URLSearchParams()
  for (const condition of search.events) params.append('events', condition)
  params.set('page', String(search.page ?? 1))
  params.set('limit', String(search.limit ?? 20))
  params.set('order_by', search.order === 'asc' ? 'ORDER_BY_ASC' : 'ORDER_BY_DESC')
  const url = joinUrl(apiEndpoint, `/cosmos/tx/v1beta1/txs?${params.toString()}`)
  const body = await fetchJson(url, searchResponse, options)
  return {
    txs: body.tx_responses.map(response => toTxDetails(response, response.tx ?? null)),
    total: Number(body.total),
  }
}
