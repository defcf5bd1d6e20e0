import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { READY_MARKER } from '../endpoints.ts'

/**
 * Starts the devnet (src/main.ts) in a process of its own, so a test can kill it, every server on
 * a free port and `args` added; resolves with the process and the REST and RPC URLs it is ready on.
 */
export async function spawnDevnet(home: string, args: readonly string[] = []) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, '..', 'main.ts'),
      '--home',
      home,
      '--rest-port',
      '0',
      '--rpc-port',
      '0',
      '--provider-port',
      '0',
      ...args,
    ],
    {
      cwd: join(import.meta.dirname, '..', '..', '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const ready = await new Promise<{ rest: string; rpc: string }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.on('line', line => {
      if (line.startsWith(`${READY_MARKER} `))
        resolve(JSON.parse(line.slice(READY_MARKER.length + 1)) as { rest: string; rpc: string })
    })
    child.on('exit', code => reject(new Error(`devnet exited early: ${code}`)))
  })
  return { child, ready }
}
