import { extname } from 'node:path'
import type { ProviderChainView } from './chain-view.ts'
import { gitText } from './git.ts'
import { badRequest, notFound } from './http-error.ts'
import type { RepositoryStore } from './repositories.ts'
import { objectAt, readBlob } from './tree.ts'
import { normalizeTreePath } from './validate.ts'

/** Types for files a page may embed; everything else is served as opaque bytes. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}

/**
 * Headers for repository bytes: a sandboxing CSP so an SVG or HTML file opened directly never runs
 * script on the provider's origin, and no sniffing.
 */
export function rawHeaders(fileName: string, size: number): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': IMAGE_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  }
}

/**
 * `GET /raw/{owner}/{repo}/{branch…}/{path…}`: the file at a branch head. A branch with `/` is
 * found by taking the longest branch name that prefixes the rest of the path.
 */
export async function readRaw(
  segments: readonly string[],
  store: RepositoryStore,
  chain: ProviderChainView,
): Promise<{ name: string; bytes: Buffer }> {
  const [owner, name, ...rest] = segments
  if (!owner || !name || rest.length < 2)
    throw badRequest('expected /raw/{owner}/{repo}/{branch}/{path}')
  const meta = await chain.findRepository(owner, name)
  if (!meta) throw notFound(`repository ${owner}/${name} not found`)
  const repository = await store.open(meta.id)
  const branches = (
    await gitText(repository.dir, ['for-each-ref', '--format=%(refname:lstrip=2)', 'refs/heads/'])
  )
    .split('\n')
    .filter(Boolean)
  const joined = rest.join('/')
  const branch = branches
    .filter(b => joined.startsWith(`${b}/`))
    .sort((a, b) => b.length - a.length)[0]
  if (!branch) throw notFound('branch not found')
  const path = normalizeTreePath(joined.slice(branch.length + 1))
  if (path === undefined || path === '') throw badRequest('invalid path')
  const object = await objectAt(repository.dir, `refs/heads/${branch}`, path)
  if (!object) throw notFound(`path ${path} not found`)
  if (object.type !== 'blob') throw badRequest(`${path} is a directory`)
  return { name: path, bytes: await readBlob(repository.dir, object.sha) }
}
