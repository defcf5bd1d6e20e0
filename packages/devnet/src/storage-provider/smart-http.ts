import { spawn } from 'node:child_process'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ProviderChainView } from './chain-view.ts'
import { forcePushGuard } from './force-push.ts'
import { gitEnvironment } from './git.ts'
import { HttpError, parseJsonOr } from './http-error.ts'
import { refChanges, repackAndDescribe, restoreRefs, snapshotRefs } from './packfile.ts'
import type { OpenRepository, RepositoryStore } from './repositories.ts'

/** `/<repositoryId>.git/<service path>`: the numeric-id scheme of the real provider (docs/protocol.md#storage-provider-http-api). */
export const GIT_PATH = /^\/(\d{1,20})\.git(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/

/**
 * Push authorization: HTTP Basic auth whose password is an off-chain signed tx (docs/protocol.md#off-chain-signed-data),
 * base64 TxRaw or its JSON form, signing the JSON `{"action":"git-push","repositoryId":"<id>"}`.
 * The user name is ignored. The signer needs push permission on the repository.
 */
export async function authorizePush(
  request: IncomingMessage,
  repositoryId: string,
  chain: ProviderChainView,
): Promise<string> {
  const header = request.headers.authorization ?? ''
  if (!header.startsWith('Basic ')) throw unauthorized('push needs a signed authorization')
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8')
  const password = decoded.slice(decoded.indexOf(':') + 1)
  const signed = await chain.verifySignedData(password)
  if ('error' in signed) throw unauthorized(signed.error)
  const payload = parseJsonOr(signed.data, unauthorized('signed data is not JSON'))
  const { action, repositoryId: signedId } = (payload ?? {}) as Record<string, unknown>
  if (action !== 'git-push' || signedId !== repositoryId) {
    throw unauthorized('signed data does not authorize a push to this repository')
  }
  if (!(await chain.canPush(repositoryId, signed.signer))) {
    throw new HttpError(403, 'User does not have push permission')
  }
  return signed.signer
}

function unauthorized(message: string): HttpError {
  return new HttpError(401, message)
}

/**
 * Serves one smart-HTTP request through `git http-backend` (CGI). Pushes are buffered so that,
 * when the chain refuses to record them, the refs are put back and the client gets an error.
 */
export async function serveGit(
  request: IncomingMessage,
  response: ServerResponse,
  store: RepositoryStore,
  id: string,
  service: string,
  query: string,
): Promise<void> {
  const repository = await store.open(id)
  const isPush =
    service === '/git-receive-pack' ||
    (service === '/info/refs' && new URLSearchParams(query).get('service') === 'git-receive-pack')
  const signer = isPush ? await authorizePush(request, id, store.chain) : undefined
  if (service === '/git-receive-pack' && request.method === 'POST' && signer) {
    await push(request, response, store, repository, signer, query)
    return
  }
  const cgi = runBackend(request, store, repository, service, query, signer)
  await cgi.streamTo(response)
}

async function push(
  request: IncomingMessage,
  response: ServerResponse,
  store: RepositoryStore,
  repository: OpenRepository,
  signer: string,
  query: string,
): Promise<void> {
  const before = await snapshotRefs(repository.dir)
  const guard = await forcePushGuard(
    store.root,
    await store.chain.branchesWithoutForcePush(repository.id),
  )
  const output = await runBackend(
    request,
    store,
    repository,
    '/git-receive-pack',
    query,
    signer,
    guard,
  ).buffer()
  const refs = refChanges(before, await snapshotRefs(repository.dir))
  if (refs.length > 0) {
    const packfile = await repackAndDescribe(repository.dir)
    const answer = await store.chain.recordPush({
      repositoryId: repository.id,
      signer,
      refs,
      packfile,
    })
    if (!answer.ok) {
      await restoreRefs(repository.dir, refs)
      throw new HttpError(403, `push refused by the chain: ${answer.error}`)
    }
  }
  response.writeHead(output.status, output.headers)
  response.end(output.body)
}

interface CgiOutput {
  status: number
  headers: Record<string, string>
  body: Buffer
}

function runBackend(
  request: IncomingMessage,
  store: RepositoryStore,
  repository: OpenRepository,
  service: string,
  query: string,
  remoteUser: string | undefined,
  extraEnv: Readonly<Record<string, string>> = {},
) {
  const env: Record<string, string> = {
    ...extraEnv,
    GIT_PROJECT_ROOT: store.root,
    GIT_HTTP_EXPORT_ALL: '1',
    PATH_INFO: `/${repository.id}.git${service}`,
    REQUEST_METHOD: request.method ?? 'GET',
    QUERY_STRING: query,
    CONTENT_TYPE: request.headers['content-type'] ?? '',
    REMOTE_ADDR: request.socket.remoteAddress ?? '127.0.0.1',
  }
  // http-backend enables receive-pack only for an authenticated user.
  if (remoteUser) env.REMOTE_USER = remoteUser
  const length = request.headers['content-length']
  if (length) env.CONTENT_LENGTH = length
  const encoding = request.headers['content-encoding']
  if (encoding) env.HTTP_CONTENT_ENCODING = encoding
  const protocol = request.headers['git-protocol']
  if (typeof protocol === 'string') env.GIT_PROTOCOL = protocol
  const child = spawn('git', ['http-backend'], {
    env: gitEnvironment(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  request.pipe(child.stdin)
  child.stdin.on('error', () => undefined)
  child.stderr.resume()
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', () => resolve())
  })

  /** Reads the CGI header block; resolves with the status, headers and the bytes after it. */
  const headers = new Promise<{ status: number; headers: Record<string, string>; rest: Buffer }>(
    (resolve, reject) => {
      let pending = Buffer.alloc(0)
      const onData = (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk])
        const end = headerEnd(pending)
        if (!end) return
        child.stdout.off('data', onData)
        child.stdout.pause()
        resolve({
          ...parseCgiHeaders(pending.subarray(0, end.index)),
          rest: pending.subarray(end.index + end.length),
        })
      }
      child.stdout.on('data', onData)
      child.on('close', () => reject(new HttpError(500, 'git http-backend gave no response')))
    },
  )

  return {
    async streamTo(response: ServerResponse): Promise<void> {
      const head = await headers
      response.writeHead(head.status, head.headers)
      response.write(head.rest)
      child.stdout.pipe(response)
      await exited
    },
    async buffer(): Promise<CgiOutput> {
      const head = await headers
      const chunks: Buffer[] = [head.rest]
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
      child.stdout.resume()
      await exited
      return { status: head.status, headers: head.headers, body: Buffer.concat(chunks) }
    },
  }
}

function headerEnd(buffer: Buffer): { index: number; length: number } | undefined {
  const crlf = buffer.indexOf('\r\n\r\n')
  if (crlf >= 0) return { index: crlf, length: 4 }
  const lf = buffer.indexOf('\n\n')
  return lf >= 0 ? { index: lf, length: 2 } : undefined
}

function parseCgiHeaders(block: Buffer): { status: number; headers: Record<string, string> } {
  let status = 200
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': '*' }
  for (const line of block.toString('latin1').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 500
    else headers[name] = value
  }
  return { status, headers }
}
