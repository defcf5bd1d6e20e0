/**
 * Devnet benchmark: sign + broadcast + commit throughput, and query latency over RPC and REST.
 * `npm run bench:devnet` prints the figures; nothing is asserted. Then the `--seed scale` world
 * (bench-scale.ts); `-- --no-scale` skips it.
 */
import { performance } from 'node:perf_hooks'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { allGitopiaMsgTypes, createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { TEST_ACCOUNTS } from '../src/seed/demo-world.ts'
import { startTestDevnet } from '../src/testing/harness.ts'
import { benchScale } from './bench-scale.ts'

const TXS_PER_SENDER = 100
const QUERIES = 300

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function timed(samples: number[], fn: () => Promise<unknown>): Promise<void> {
  const start = performance.now()
  await fn()
  samples.push(performance.now() - start)
}

const testnet = await startTestDevnet({ blockTimeMs: 200 })
const { devnet } = testnet
const registry = createGitopiaRegistry(allGitopiaMsgTypes)

try {
  const senders = [TEST_ACCOUNTS.alice, TEST_ACCOUNTS.bob, TEST_ACCOUNTS.dev]
  const query = await StargateClient.connect(devnet.rpcUrl)
  const start = performance.now()
  const hashes = await Promise.all(
    senders.map(async sender => {
      const wallet = await DirectSecp256k1HdWallet.fromMnemonic(sender.mnemonic, {
        prefix: 'gitopia',
      })
      const signer = await SigningStargateClient.offline(wallet, { registry })
      const account = await query.getAccount(sender.address)
      const sent: string[] = []
      for (let i = 0; i < TXS_PER_SENDER; i++) {
        const raw = await signer.sign(
          sender.address,
          [
            {
              typeUrl: '/cosmos.bank.v1beta1.MsgSend',
              value: {
                fromAddress: sender.address,
                toAddress: TEST_ACCOUNTS.carol.address,
                amount: [{ denom: 'ulore', amount: '1' }],
              },
            },
          ],
          { amount: [{ denom: 'ulore', amount: '200' }], gas: '200000' },
          '',
          {
            accountNumber: BigInt(account?.accountNumber ?? 0),
            sequence: (account?.sequence ?? 0) + i,
            chainId: devnet.chainId,
          },
        )
        sent.push(await query.broadcastTxSync(TxRaw.encode(raw).finish()))
      }
      return sent
    }),
  )
  const all = hashes.flat()
  for (const hash of all) {
    while (!(await query.getTx(hash))) await new Promise(resolve => setTimeout(resolve, 20))
  }
  const seconds = (performance.now() - start) / 1000
  console.log(
    `sign+broadcast+commit: ${all.length} txs in ${seconds.toFixed(2)} s = ${(all.length / seconds).toFixed(0)} tx/s (block time 200 ms)`,
  )

  const rpc: number[] = []
  const rest: number[] = []
  const user: number[] = []
  for (let i = 0; i < QUERIES; i++) {
    await timed(rpc, () => query.getBalance(TEST_ACCOUNTS.carol.address, 'ulore'))
    await timed(rest, () =>
      fetch(`${devnet.restUrl}/cosmos/bank/v1beta1/balances/${TEST_ACCOUNTS.carol.address}`).then(
        r => r.json(),
      ),
    )
    await timed(user, () =>
      fetch(`${devnet.restUrl}/gitopia/gitopia/gitopia/whois/alice`).then(r => r.text()),
    )
  }
  const line = (name: string, samples: number[]) =>
    console.log(
      `${name}: p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms`,
    )
  line('RPC abci_query balance', rpc)
  line('REST balances', rest)
  line('REST whois', user)
  query.disconnect()
} finally {
  await testnet.close()
}

if (!process.argv.includes('--no-scale')) await benchScale()
