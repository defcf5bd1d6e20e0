/**
 * `--seed scale` benchmark: seeding time, restart (replay) time and p50/p95 of the main reads on
 * 10,000 repositories, 100,000 issues and a repository with 10,000 files and a 10,000-line diff.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startDevnet, type DevnetOptions } from '../src/node.ts'
import { SCALE_WORLD } from '../src/seed/scale-seed.ts'

const ROUNDS = 40

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function benchScale(): Promise<void> {
  const home = await mkdtemp(join(tmpdir(), 'devnet-bench-scale-'))
  const options: DevnetOptions = {
    home,
    restPort: 0,
    rpcPort: 0,
    chainId: 'gitopia-devnet-1',
    blockTimeMs: 200,
    seed: 'scale',
  }
  let started = performance.now()
  let devnet = await startDevnet(options)
  console.log(
    `--seed scale: first start ${(performance.now() - started).toFixed(0)} ms (seeding ${devnet.seedDurationMs} ms, demo world included)`,
  )
  await devnet.close()
  started = performance.now()
  devnet = await startDevnet(options)
  console.log(`--seed scale: restart (replay) ${(performance.now() - started).toFixed(0)} ms`)
  try {
    const G = `${devnet.restUrl}/gitopia/gitopia/gitopia`
    const provider = devnet.providers[0]?.url ?? ''
    const big = (await (await fetch(`${G}/user/scale/repository/big`)).json()) as {
      Repository: { id: string }
    }
    const id = Number(big.Repository.id)
    const master = (await (await fetch(`${G}/scale/repository/big/branch/master`)).json()) as {
      Branch: { sha: string }
    }
    const sha = master.Branch.sha
    const post = (path: string, body: unknown) => () =>
      fetch(`${provider}${path}`, { method: 'POST', body: JSON.stringify(body) })
    const reads: [string, () => Promise<Response>][] = [
      [
        `REST issues of scale/big (${SCALE_WORLD.issuesInBig}), first page of 30`,
        () => fetch(`${G}/scale/big/issue?pagination.limit=30`),
      ],
      [
        'REST issues of scale/big, state=OPEN + search, page of 30',
        () =>
          fetch(`${G}/scale/big/issue?option.state=OPEN&option.search=crash&pagination.limit=30`),
      ],
      ['REST one issue of scale/big', () => fetch(`${G}/scale/big/issue/25000`)],
      [
        'REST all issues (100,000+), page of 100 with count_total',
        () => fetch(`${G}/issue?pagination.limit=100&pagination.count_total=true`),
      ],
      [
        'REST repositories of scale (10,001), page at offset 9,000',
        () => fetch(`${G}/user/scale/repository?pagination.limit=100&pagination.offset=9000`),
      ],
      [
        'REST all repositories, page of 100 with count_total',
        () => fetch(`${G}/repository?pagination.limit=100&pagination.count_total=true`),
      ],
      [
        'provider /content files/ (10,000 entries), 100 with last commits',
        post('/content', {
          repository_id: id,
          ref_id: sha,
          path: 'files',
          include_last_commit: true,
          pagination: { limit: 100 },
        }),
      ],
      [
        'provider /content files/ page at key of entry 9,900',
        post('/content', {
          repository_id: id,
          ref_id: sha,
          path: 'files',
          pagination: {
            limit: 100,
            key: Buffer.from([0, 0, 0, 0, 0, 0, 0x26, 0xac]).toString('base64'),
          },
        }),
      ],
      [
        'provider /diff of the 10,000-line commit, stat only',
        post('/diff', { repository_id: id, commit_sha: sha, only_stat: true }),
      ],
      [
        'provider /diff of the 10,000-line commit, first page',
        post('/diff', { repository_id: id, commit_sha: sha, pagination: { limit: 10 } }),
      ],
      [
        'provider /commits',
        post('/commits', { repository_id: id, init_commit_id: sha, pagination: { limit: 30 } }),
      ],
    ]
    for (const [name, read] of reads) {
      const samples: number[] = []
      const first = await read()
      if (!first.ok) throw new Error(`${name}: HTTP ${first.status} ${await first.text()}`)
      await first.arrayBuffer()
      for (let i = 0; i < ROUNDS; i++) {
        const start = performance.now()
        const response = await read()
        await response.arrayBuffer()
        samples.push(performance.now() - start)
      }
      console.log(
        `${name}: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
      )
    }
  } finally {
    await devnet.close()
    await rm(home, { recursive: true, force: true })
  }
}
