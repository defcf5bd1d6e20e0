import type { ZodMiniType } from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { fetchJson, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { pageBody, pagingParams, toPage, type Page, type PageRequest } from './paging.ts'
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

type GetOptions = ListOptions & { readonly query?: URLSearchParams }

/**
 * GET a chain REST route (gitopia's, or a Cosmos module's) with optional paging and extra query
 * parameters.
 */
export function getGitopia<S extends $ZodType>(
  apiEndpoint: string,
  path: string,
  schema: S,
  options: GetOptions = {},
): Promise<output<S>> {
  const params = new URLSearchParams(options.query)
  pagingParams(options.page, params)
  return fetchJson(gitopiaUrl(apiEndpoint, path, params), schema, options)
}

/** GET one page of a list route whose items stand under `field` (see {@link pageBody}). */
export async function getGitopiaPage<S extends ZodMiniType>(
  apiEndpoint: string,
  path: string,
  field: string,
  item: S,
  options: GetOptions = {},
): Promise<Page<output<S>>> {
  const body = await getGitopia(apiEndpoint, path, pageBody(field, item), options)
  return toPage(body.items, body.pagination, options.page)
}
