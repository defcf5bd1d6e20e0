import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** A temporary build folder holding `files` (path in it → content), to serve in a test. */
export async function makeDist(files: Record<string, string | Buffer>): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'app-server-'))
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true })
    await writeFile(join(dist, path), content)
  }
  return dist
}

/** Starts `server` on a free local port and returns its origin (`http://127.0.0.1:<port>`). */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('The server has no port')
  return `http://127.0.0.1:${address.port}`
}
