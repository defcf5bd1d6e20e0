import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../rest/fetcher.ts'
import {
  pageBody,
  pagingParams,
  toPage,
  type Page,
  type PageRequest,
} from '../modules/gitopia/paging.ts'
import { STORAGE_PREFIX } from '../modules/storage/paths.ts'

/** GETs under the storage module's REST prefix with optional paging (docs/protocol.md). */
export interface NetworkListOptions extends FetchJsonOptions {
  readonly page?: PageRequest | undefined
}

export function storageGet<S extends z.ZodMiniType>(
  api: string,
  path: string,
  schema: S,
  options: NetworkListOptions = {},
): Promise<z.output<S>> {
  const params = new URLSearchParams()
  pagingParams(options.page, params)
  const search = params.toString()
  return fetchJson(
    joinUrl(api, `${STORAGE_PREFIX}/${path}${search ? `?${search}` : ''}`),
    schema,
    options,
  )
}

/**
 * A page of one of the module's logs (challenges, liveness violations): the items under `field`,
 * each read with `item`; the newest 20 unless `options.page` says otherwise.
 */
export async function getLogPage<S extends z.ZodMiniType>(
  api: string,
  path: string,
  field: string,
  item: S,
  options: NetworkListOptions = {},
): Promise<Page<z.output<S>>> {
  const page = options.page ?? { limit: 20, reverse: true }
  const body = await storageGet(api, path, pageBody(field, item), { ...options, page })
  return toPage(body.items, body.pagination, page)
}

export const time = z._default(z.nullable(z.string()), null)
export const toDate = (value: string | null): Date | null => {
  if (value === null || value.startsWith('0001-01-01')) return null
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? null : parsed
}
