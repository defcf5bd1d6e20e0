/**
 * Signs and broadcasts Msgs as an existing account (a seeded user), in a tsx child process like
 * world-cli.ts: `tsx e2e/support/send-cli.ts <rest> <rpc> <mnemonic> <msgs json>`.
 */
import { accountOf } from './chain.ts'

const [rest = '', rpc = '', mnemonic = '', msgs = '[]'] = process.argv.slice(2)
const account = await accountOf({ rest, rpc }, mnemonic)
await account.send(JSON.parse(msgs) as { type: string; value: Record<string, unknown> }[])
console.log('SENT')
