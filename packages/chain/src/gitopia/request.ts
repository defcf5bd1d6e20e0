import type { $ZodType, output } from 'zod/v4/core'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../rest/fetcher.ts'
import { pagingParams, type PageRequest } from './paging.ts'

export const GITOPIA_PREFIX = '/gitopia/gitopia/gitopia'

/** Encodes each path segment; owner and repository names come from people. */
export function gitopiaPath(...segments: readonly (string | number | bigint)[]): string {
  return `${GITOPIA_PREFIX}/${segments.map(s => encodeURIComponent(String(s))).join('/')}`
}

export interface ListOptions extends FetchJsonOptions {
  readonly page?: PageRequest | undefined
}

/**
 * GET a chain REST route (gitopia's, or a Cosmos module's) with optional paging and extra query
 * parameters.
 */
export function getGitopia<S extends $ZodType>(
  apiEndpoint: string,
  path: string,
  schema: S,
  options: ListOptions & { readonly query?: URLSearchParams } = {},
): Promise<output<S>> {
  const params = new URLSearchParams(options.query)
  pagingParams(options.page, params)
  const search = params.toString()
  return fetchJson(joinUrl(apiEndpoint, search ? `${path}?${search}` : path), schema, options)
}
