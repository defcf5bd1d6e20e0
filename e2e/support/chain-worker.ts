/**
 * The chain worker: one long-lived tsx process per Playwright worker that signs and sends txs for
 * the tests (chain-process.ts starts it). Playwright's loader cannot import gitopia-js's
 * extensionless TypeScript sources, so this code runs apart from the tests; one process for all of
 * a worker's requests loads cosmjs and gitopia-js once instead of once per tx.
 *
 * Protocol: one JSON request per line on stdin, `{ id, op, args }`; one JSON answer per line on
 * stdout, `{ id, ok: true, value }` or `{ id, ok: false, error }`. It exits when stdin closes.
 */
import { createInterface } from 'node:readline'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { signOffchain } from '../../packages/devnet/src/testing/provider-support.ts'
import { accountOf } from './chain.ts'
import type { ChainRequest } from './chain-process.ts'
import { buildWorldOnChain } from './world-build.ts'

type Signer = Awaited<ReturnType<typeof accountOf>>

/**
 * A signer per node and recovery phrase, made once: deriving the key from the phrase and
 * connecting cost more than many a tx. Each send still reads the account's sequence.
 */
const signers = new Map<string, Promise<Signer>>()

function signerOf(urls: { rest: string; rpc: string }, mnemonic: string): Promise<Signer> {
  const key = `${urls.rpc} ${mnemonic}`
  let signer = signers.get(key)
  if (!signer) {
    signer = accountOf(urls, mnemonic)
    signers.set(key, signer)
    signer.catch(() => signers.delete(key))
  }
  return signer
}

async function answer(request: ChainRequest): Promise<unknown> {
  switch (request.op) {
    case 'send': {
      const [urls, mnemonic, msgs] = request.args
      await (await signerOf(urls, mnemonic)).send(msgs)
      return null
    }
    case 'world': {
      const [urls, spec] = request.args
      return buildWorldOnChain(urls, spec)
    }
    case 'pushToken': {
      const [mnemonic, repositoryId] = request.args
      const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
      return signOffchain(wallet, { action: 'git-push', repositoryId })
    }
  }
}

const write = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`)

createInterface({ input: process.stdin })
  .on('line', line => {
    const request = JSON.parse(line) as ChainRequest & { id: number }
    answer(request).then(
      value => write({ id: request.id, ok: true, value }),
      (error: unknown) =>
        write({
          id: request.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    )
  })
  .on('close', () => process.exit(0))
