import type { Server } from 'node:http'

/** For tests: starts `server` on a free port of 127.0.0.1 and resolves with its base URL. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('the test server has no port')
  return `http://127.0.0.1:${address.port}`
}
