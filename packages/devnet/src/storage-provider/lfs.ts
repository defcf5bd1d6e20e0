import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import type { ProviderChainView } from './chain-view.ts'
import { HttpError } from './http-error.ts'
import { declaredLength, isLfsOid, type LfsStore } from './lfs-store.ts'
import { readJson } from './routes.ts'
import { authorizePush } from './smart-http.ts'

/** `/<repositoryId>.git/info/lfs/<rest>`: the Git LFS API of a repository (docs/protocol.md#git-lfs). */
export const LFS_PATH = /^\/(\d{1,20})\.git\/info\/lfs\/(.+)$/

const LFS_JSON = 'application/vnd.git-lfs+json'
const MAX_BATCH_OBJECTS = 1000
/** How long an action's href stays usable, as the batch answer tells the client. */
const EXPIRES_IN_SECONDS = 3600

const batchSchema = z.object({
  operation: z.enum(['upload', 'download']),
  transfers: z.array(z.string()).optional(),
  objects: z
    .array(z.object({ oid: z.string(), size: z.number() }))
    .max(MAX_BATCH_OBJECTS, `at most ${MAX_BATCH_OBJECTS} objects per batch`),
  hash_algo: z.string().optional(),
})

const verifySchema = z.object({ oid: z.string(), size: z.number() })

export interface LfsContext {
  readonly store: LfsStore
  readonly chain: ProviderChainView
  /** The provider's own base URL, used when the request's Host header is unusable. */
  readonly baseUrl: string
  /** Fault `tamperLfs`: downloads serve altered bytes (same length). */
  readonly tamper: boolean
}

/** One LFS request: the repository it is about, the path after `info/lfs/`, where it answers. */
export interface LfsCall {
  readonly request: IncomingMessage
  readonly response: ServerResponse
  readonly context: LfsContext
  readonly repositoryId: string
  readonly rest: string
}

/** Serves one LFS request; errors go out as LFS JSON (`{"message"}`) so git-lfs prints them. */
export async function serveLfs(call: LfsCall): Promise<void> {
  const { response } = call
  try {
    await route(call)
  } catch (error) {
    if (!(error instanceof HttpError) || response.headersSent) throw error
    const headers: Record<string, string> =
      error.status === 401 ? { 'WWW-Authenticate': 'Basic realm="gitopia"' } : {}
    sendLfs(response, error.status, { message: error.message }, headers)
  }
}

async function route(call: LfsCall): Promise<void> {
  const { request, response, context, repositoryId, rest } = call
  const method = request.method ?? 'GET'
  if (!(await context.chain.repository(repositoryId)))
    throw new HttpError(404, `repository ${repositoryId} not found`)
  if (method === 'POST' && rest === 'objects/batch') {
    const body = await readJson(request, batchSchema)
    if (body.hash_algo !== undefined && body.hash_algo !== 'sha256')
      throw new HttpError(409, 'only sha256 object ids are supported')
    if (body.transfers !== undefined && !body.transfers.includes('basic'))
      throw new HttpError(422, 'only the basic transfer adapter is supported')
    const objects =
      body.operation === 'upload'
        ? await uploadActions(call, body.objects)
        : await downloadActions(call, body.objects)
    sendLfs(response, 200, { transfer: 'basic', objects, hash_algo: 'sha256' })
    return
  }
  if (method === 'POST' && rest === 'objects/basic/verify') {
    await authorizePush(request, repositoryId, context.chain)
    const body = await readJson(request, verifySchema)
    const recorded = isLfsOid(body.oid)
      ? await context.chain.lfsObject(repositoryId, body.oid)
      : undefined
    if (!recorded || recorded.size !== body.size)
      throw new HttpError(404, `object ${body.oid} of ${body.size} bytes is not stored`)
    sendLfs(response, 200, {})
    return
  }
  const basic = /^objects\/basic\/([0-9a-f]{64})$/.exec(rest)
  if (basic?.[1] && method === 'PUT') {
    await upload(call, basic[1])
    response.writeHead(200, { 'Content-Length': 0 }).end()
    return
  }
  if (basic?.[1] && (method === 'GET' || method === 'HEAD')) {
    await download(call, basic[1], method === 'HEAD')
    return
  }
  if (method === 'POST' && rest === 'locks/verify') {
    await authorizePush(request, repositoryId, context.chain)
    sendLfs(response, 200, { ours: [], theirs: [] })
    return
  }
  if (method === 'GET' && rest === 'locks') {
    sendLfs(response, 200, { locks: [] })
    return
  }
  throw new HttpError(404, `no LFS route for ${method} ${rest}`)
}

type BatchObject = { oid: string; size: number }

function invalidObject(object: BatchObject): Record<string, unknown> | undefined {
  if (!isLfsOid(object.oid))
    return { ...object, error: { code: 422, message: 'oid must be a lowercase hex sha256' } }
  if (!Number.isSafeInteger(object.size) || object.size < 0)
    return { ...object, error: { code: 422, message: 'size must be a non-negative integer' } }
  return undefined
}

async function uploadActions(call: LfsCall, objects: readonly BatchObject[]) {
  const { request, context, repositoryId } = call
  await authorizePush(request, repositoryId, context.chain)
  const base = objectsUrl(call)
  const authorization = request.headers.authorization ?? ''
  return Promise.all(
    objects.map(async object => {
      const invalid = invalidObject(object)
      if (invalid) return invalid
      const recorded = await context.chain.lfsObject(repositoryId, object.oid)
      const onDisk = await context.store.sizeOf(object.oid)
      // Stored and recorded for this repository already: nothing to send.
      if (recorded?.size === object.size && onDisk === object.size) return { ...object }
      const header = { Authorization: authorization }
      return {
        ...object,
        authenticated: true,
        actions: {
          upload: { href: `${base}/${object.oid}`, header, expires_in: EXPIRES_IN_SECONDS },
          verify: { href: `${base}/verify`, header, expires_in: EXPIRES_IN_SECONDS },
        },
      }
    }),
  )
}

async function downloadActions(call: LfsCall, objects: readonly BatchObject[]) {
  const { context, repositoryId } = call
  const base = objectsUrl(call)
  return Promise.all(
    objects.map(async object => {
      const invalid = invalidObject(object)
      if (invalid) return invalid
      const size = await readableSize(context, repositoryId, object.oid)
      if (size === undefined)
        return { ...object, error: { code: 404, message: 'Object does not exist' } }
      if (size !== object.size)
        return { ...object, error: { code: 422, message: `the object has ${size} bytes` } }
      return {
        ...object,
        actions: {
          download: { href: `${base}/${object.oid}`, expires_in: EXPIRES_IN_SECONDS },
        },
      }
    }),
  )
}

/**
 * The size of an object this repository may serve: recorded on chain for it, or for a repository
 * it was forked from (forks read their parent's content), and present on disk with that size.
 */
async function readableSize(
  context: LfsContext,
  repositoryId: string,
  oid: string,
): Promise<number | undefined> {
  let id: string | undefined = repositoryId
  for (let depth = 0; id !== undefined && depth <= 20; depth++) {
    const recorded = await context.chain.lfsObject(id, oid)
    if (recorded) {
      const onDisk = await context.store.sizeOf(oid)
      return onDisk === recorded.size ? onDisk : undefined
    }
    id = (await context.chain.repository(id))?.parentId
  }
  return undefined
}

async function upload({ request, context, repositoryId }: LfsCall, oid: string): Promise<void> {
  const signer = await authorizePush(request, repositoryId, context.chain)
  const stored = await context.store.receive(request, oid, declaredLength(request))
  const answer = await context.chain.recordLfsObject({
    repositoryId,
    signer,
    oid,
    size: stored.size,
    rootHash: stored.rootHash,
  })
  if (!answer.ok) throw new HttpError(403, `upload refused by the chain: ${answer.error}`)
}

async function download(
  { response, context, repositoryId }: LfsCall,
  oid: string,
  headOnly: boolean,
): Promise<void> {
  const size = await readableSize(context, repositoryId, oid)
  if (size === undefined) throw new HttpError(404, 'Object does not exist')
  response.writeHead(200, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': 'application/octet-stream',
    'Content-Length': size,
  })
  if (headOnly) {
    response.end()
    return
  }
  const stream = context.store.open(oid)
  if (!context.tamper || size === 0) {
    stream.pipe(response)
    return
  }
  // A lying provider: same length, first byte flipped, so only a hash check notices.
  let first = true
  stream.on('data', (chunk: Buffer) => {
    if (first && chunk.length > 0) {
      chunk[0] = (chunk[0] ?? 0) ^ 0xff
      first = false
    }
    response.write(chunk)
  })
  stream.on('end', () => response.end())
}

/** `<scheme>://<host>/<id>.git/info/lfs/objects/basic`, the host as the client named it. */
function objectsUrl({ request, context, repositoryId }: LfsCall): string {
  const host = request.headers.host
  const base =
    host !== undefined && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:.]+\](:\d{1,5})?$/.test(host)
      ? `http://${host}`
      : context.baseUrl
  return `${base}/${repositoryId}.git/info/lfs/objects/basic`
}

function sendLfs(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body)
  response.writeHead(status, {
    ...headers,
    'Access-Control-Allow-Origin': '*',
    'Content-Type': LFS_JSON,
    'Content-Length': Buffer.byteLength(payload),
  })
  response.end(payload)
}
