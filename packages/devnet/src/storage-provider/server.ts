import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { ProviderChainView } from './chain-view.ts'
import { applyFault, delay, NO_FAULT, type Fault, type FaultState } from '../http/fault-state.ts'
import { localOnly } from '../http/local-only.ts'
import { challengeProof } from './challenge-proof.ts'
import { GitError } from './git.ts'
import { HttpError, notFound } from './http-error.ts'
import { readLooseObject, tamperedRaw, tamperedUploadAnswer } from './objects.ts'
import { readRaw, rawHeaders } from './raw.ts'
import { openReleaseAsset, releaseAssetPath } from './release-assets.ts'
import { RepositoryStore } from './repositories.ts'
import { matchJsonRoute } from './routes.ts'
import { GIT_PATH, serveGit } from './smart-http.ts'
import { LFS_PATH, serveLfs } from './lfs.ts'
import { LfsStore } from './lfs-store.ts'
import { tamperJson, tamperObject } from './tamper.ts'
import { handleUpload } from './upload.ts'

export interface StorageProviderOptions {
  /** Holds `repositories/<id>.git`, `releases/` and `uploads/`. */
  readonly dataDir: string
  /** 0 picks a free port. */
  readonly port?: number
  /** Loopback only. */
  readonly host?: '127.0.0.1' | '::1' | 'localhost'
  readonly chain: ProviderChainView
  /** For logs and the devnet's control endpoint. */
  readonly name: string
}

export interface StorageProvider {
  readonly name: string
  readonly url: string
  readonly dataDir: string
  close(): Promise<void>
  /** Changes the fault state; fields left out keep their value. */
  setFault(fault: Fault): void
  fault(): FaultState
}

const CHALLENGE_PROOF_PATH = /^\/challenge\/([^/?]+)\/proof(?:\?.*)?$/

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
} as const

/** Starts one storage provider: the content API, uploads, release downloads and git smart HTTP. */
export async function startStorageProvider(
  options: StorageProviderOptions,
): Promise<StorageProvider> {
  const store = new RepositoryStore(options.dataDir, options.chain)
  const lfsStore = new LfsStore(options.dataDir)
  let baseUrl = ''
  let fault: FaultState = NO_FAULT
  const server = createServer(
    localOnly((request, response) => {
      if (fault.down) {
        request.socket.destroy()
        return
      }
      void handle(request, response)
    }),
  )
  server.keepAliveTimeout = 5_000
  // "Down" refuses at the socket: the client sees a reset, as with a dead provider.
  server.on('connection', socket => {
    if (fault.down) socket.destroy()
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await delay(fault.latencyMs)
      if (fault.errorRate > 0 && Math.random() < fault.errorRate) {
        throw new HttpError(500, 'injected fault')
      }
      const proof = CHALLENGE_PROOF_PATH.exec(request.url ?? '')
      if (proof && request.method === 'GET') {
        if (fault.missChallenges)
          throw new HttpError(503, 'this provider is not answering challenges')
        sendJson(
          response,
          200,
          await challengeProof(options.dataDir, options.chain, proof[1] ?? ''),
        )
        return
      }
      const lfs = LFS_PATH.exec(request.url ?? '')
      // Preflights (the app's batch call sends the LFS media type) get the usual CORS answer.
      if (lfs && request.method !== 'OPTIONS') {
        const context = {
          store: lfsStore,
          chain: options.chain,
          baseUrl,
          tamper: !!fault.tamperLfs,
        }
        await serveLfs({
          request,
          response,
          context,
          repositoryId: lfs[1] ?? '',
          rest: lfs[2] ?? '',
        })
        return
      }
      await route(request, response, store, options, fault.tamper === true)
    } catch (error) {
      sendError(response, error)
    }
  }

  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('unexpected server address')
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address
  baseUrl = `http://${hostInUrl}:${address.port}`
  return {
    name: options.name,
    url: baseUrl,
    dataDir: options.dataDir,
    close: () =>
      new Promise<void>(done => {
        server.close(() => done())
        server.closeAllConnections()
      }),
    setFault(change) {
      fault = applyFault(fault, change)
      if (fault.down) server.closeAllConnections()
    },
    fault: () => fault,
  }
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  store: RepositoryStore,
  options: StorageProviderOptions,
  tamper: boolean,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://provider')
  const path = url.pathname
  const method = request.method ?? 'GET'
  if (method === 'OPTIONS') {
    response.writeHead(204, CORS).end()
    return
  }
  const git = GIT_PATH.exec(path)
  if (git) {
    await serveGit(request, response, store, git[1] ?? '', git[2] ?? '', url.search.slice(1))
    return
  }
  if ((method === 'GET' || method === 'HEAD') && (path === '/' || path === '/healthz')) {
    response.writeHead(200, { ...CORS, 'Content-Type': 'text/plain' }).end('OK')
    return
  }
  if (method === 'POST' && path === '/upload') {
    const answer = await handleUpload(request, options.dataDir, options.chain)
    sendJson(response, 200, tamper ? tamperedUploadAnswer() : answer)
    return
  }
  if (method === 'POST') {
    const match = matchJsonRoute(path)
    if (match) {
      const body = await match.route(request, store, match.params)
      sendJson(response, 200, tamper ? tamperJson(path, body) : body)
      return
    }
  }
  if (method === 'GET' || method === 'HEAD') {
    const segments = decodeSegments(path)
    if (segments[0] === 'raw') {
      const file = await readRaw(segments.slice(1), store, options.chain)
      const bytes = tamper ? tamperedRaw() : file.bytes
      response.writeHead(200, rawHeaders(file.name, bytes.length))
      response.end(method === 'HEAD' ? undefined : bytes)
      return
    }
    if (segments[0] === 'objects' && segments.length === 3) {
      const honest = await readLooseObject(store, segments[1] ?? '', segments[2] ?? '')
      const object = tamper ? tamperObject(honest) : honest
      response.writeHead(200, {
        ...CORS,
        'Content-Type': 'application/octet-stream',
        'Content-Length': object.length,
      })
      response.end(method === 'HEAD' ? undefined : object)
      return
    }
    if (segments[0] === 'releases') {
      await sendReleaseAsset(response, segments.slice(1), options, tamper)
      return
    }
  }
  throw notFound(`no route for ${method} ${path}`)
}

/** `/releases/{owner}/{repo}/{tag…}/{file}`: a tag may contain `/`, the file name is last. */
async function sendReleaseAsset(
  response: ServerResponse,
  segments: readonly string[],
  options: StorageProviderOptions,
  tamper: boolean,
): Promise<void> {
  const [owner, name, ...rest] = segments
  const fileName = rest.pop()
  if (!owner || !name || !fileName || rest.length === 0) {
    throw new HttpError(400, 'expected /releases/{owner}/{repo}/{tag}/{file}')
  }
  const repository = await options.chain.findRepository(owner, name)
  if (!repository) throw notFound(`repository ${owner}/${name} not found`)
  let path: string
  try {
    path = releaseAssetPath(options.dataDir, repository.id, rest.join('/'), fileName)
  } catch {
    throw new HttpError(400, 'invalid tag or file name')
  }
  const asset = await openReleaseAsset(path)
  if (!asset) throw notFound('release asset not found')
  const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`
  if (tamper) {
    // Other bytes under the same name, with a matching length: only the chain's sha256 tells.
    const bytes = tamperedRaw()
    response.writeHead(200, {
      ...rawHeaders(fileName, bytes.length),
      'Content-Disposition': disposition,
    })
    response.end(bytes)
    return
  }
  response.writeHead(200, {
    ...rawHeaders(fileName, asset.size),
    'Content-Disposition': disposition,
  })
  asset.stream.pipe(response)
}

function decodeSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map(segment => {
      try {
        return decodeURIComponent(segment)
      } catch {
        throw new HttpError(400, 'malformed percent-encoding in path')
      }
    })
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body)
  response.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
  })
  response.end(payload)
}

function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  if (error instanceof HttpError) {
    if (error.status === 401) response.setHeader('WWW-Authenticate', 'Basic realm="gitopia"')
    sendJson(response, error.status, error.body ?? { error: error.message })
    return
  }
  // A git failure on a well-formed request is an unknown object or a corrupt repository.
  const message = error instanceof GitError ? 'git error' : 'internal error'
  if (!(error instanceof GitError)) console.error('storage provider:', error)
  sendJson(response, 500, { error: message })
}
