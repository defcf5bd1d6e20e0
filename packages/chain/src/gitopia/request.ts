import type { $ZodType, output } from 'zod/v4/core'
import { fetchJson, type FetchJsonOptions } from '../rest/fetcher.ts'
import { pagingParams, type PageRequest } from './paging.ts'
import { gitopiaUrl } from './paths.ts'

export {
  forksPath,
  gitopiaPath,
  issuePath,
  pullRequestPath,
  refPath,
  refsPath,
  repositoryPath,
} from './paths.ts'

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
  return fetchJson(gitopiaUrl(apiEndpoint, path, params), schema, options)
}
