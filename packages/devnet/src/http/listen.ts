import { createServer, type RequestListener, type Server } from 'node:http'
import { localOnly } from './local-only.ts'

export interface Listening {
  readonly server: Server
  readonly url: string
  close(): Promise<void>
}

/**
 * Starts an HTTP server on loopback only, answering loopback hosts and pages only
 * (local-only.ts); port 0 picks a free port.
 */
export function listenOnLoopback(port: number, listener: RequestListener): Promise<Listening> {
  const server = createServer(localOnly(listener))
  server.keepAliveTimeout = 5_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') {
        reject(new Error('unexpected server address'))
        return
      }
      resolve({
        server,
        url: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise<void>(done => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
