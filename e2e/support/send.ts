import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'

const cli = resolve(import.meta.dirname, 'send-cli.ts')

/** Sends one tx of `msgs` (`type` is a gitopia Msg name or a full type URL) as `mnemonic`. */
export async function sendAs(
  urls: { rest: string; rpc: string },
  mnemonic: string,
  msgs: readonly { type: string; value: Record<string, unknown> }[],
): Promise<void> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', cli, urls.rest, urls.rpc, mnemonic, JSON.stringify(msgs)],
    { cwd: resolve(import.meta.dirname, '../..'), timeout: 60_000 },
  )
  if (!stdout.includes('SENT')) throw new Error(`send-cli: ${stdout}`)
}
