import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import { commitRequestSchema, commitsRequestSchema, getCommit, getCommits } from './commits.ts'
import { contentRequestSchema, getContent } from './content.ts'
import { diffRequestSchema, getDiff, getPullDiff, pullDiffRequestSchema } from './diff-routes.ts'
import { badRequest, parseJsonOr } from './http-error.ts'
import {
  checkMerge,
  getPullCommits,
  mergeCheckRequestSchema,
  pullCommitsRequestSchema,
} from './pull.ts'
import { RepositoryStore } from './repositories.ts'
import { readBody } from '../http/router.ts'

/** JSON body limit: content requests are small; anything bigger is not a real client. */
const BODY_LIMIT = 1024 * 1024

/** Reads and validates a JSON body; non-JSON and wrong shapes are 400s. */
export async function readJson<T extends z.ZodType>(
  request: IncomingMessage,
  schema: T,
): Promise<z.infer<T>> {
  let text: string
  try {
    text = await readBody(request, BODY_LIMIT)
  } catch {
    throw badRequest('request body too large or unreadable')
  }
  const parsed = schema.safeParse(parseJsonOr(text, badRequest('request body is not JSON')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw badRequest(
      `invalid request: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : ''}`,
    )
  }
  return parsed.data
}

type JsonRoute = (
  request: IncomingMessage,
  store: RepositoryStore,
  params: readonly string[],
) => Promise<unknown>

/** The JSON content routes of docs/protocol.md#storage-provider-http-api, by path (`{sha}` is the one parameter). */
export const JSON_ROUTES: Readonly<Record<string, JsonRoute>> = {
  '/content': async (request, store) => {
    const body = await readJson(request, contentRequestSchema)
    return getContent(await store.open(RepositoryStore.parseId(body.repository_id)), body)
  },
  '/commits': async (request, store) => {
    const body = await readJson(request, commitsRequestSchema)
    return getCommits(await store.open(RepositoryStore.parseId(body.repository_id)), body)
  },
  '/commits/{sha}': async (request, store, [sha = '']) => {
    const body = await readJson(request, commitRequestSchema)
    return getCommit(await store.open(RepositoryStore.parseId(body.repository_id)), sha)
  },
  '/diff': async (request, store) => {
    const body = await readJson(request, diffRequestSchema)
    return getDiff(await store.open(RepositoryStore.parseId(body.repository_id)), body)
  },
  '/pull/diff': async (request, store) => {
    const body = await readJson(request, pullDiffRequestSchema)
    const [base, head] = await openPair(store, body.base_repository_id, body.head_repository_id)
    return getPullDiff(base, head, body)
  },
  '/pull/commits': async (request, store) => {
    const body = await readJson(request, pullCommitsRequestSchema)
    const [base, head] = await openPair(store, body.base_repository_id, body.head_repository_id)
    return getPullCommits(base, head, body)
  },
  '/pull/check': async (request, store) => {
    const body = await readJson(request, mergeCheckRequestSchema)
    const [base, head] = await openPair(store, body.base_repository_id, body.head_repository_id)
    return checkMerge(base, head, body)
  },
}

async function openPair(store: RepositoryStore, baseId: unknown, headId: unknown) {
  const base = await store.open(RepositoryStore.parseId(baseId))
  const head = await store.open(RepositoryStore.parseId(headId))
  return [base, head] as const
}

/** Finds the JSON route for a POST path: exact match, or `/commits/<sha>`. */
export function matchJsonRoute(path: string): { route: JsonRoute; params: string[] } | undefined {
  const exact = JSON_ROUTES[path]
  if (exact) return { route: exact, params: [] }
  const commit = /^\/commits\/([^/]+)$/.exec(path)
  const route = JSON_ROUTES['/commits/{sha}']
  return commit && route ? { route, params: [commit[1] ?? ''] } : undefined
}
