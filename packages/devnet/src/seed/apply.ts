import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { seedDemo } from './demo-seed.ts'
import type { SeedContext } from './seeder.ts'

export const SEEDS = ['none', 'demo'] as const
export type SeedName = (typeof SEEDS)[number]

export const isSeedName = (value: string): value is SeedName =>
  (SEEDS as readonly string[]).includes(value)

interface SeedMarker {
  readonly seeds: readonly string[]
  readonly seededAt: string
  readonly durationMs: number
}

/**
 * Seeds a fresh home once: the seed's txs go to the block log, and `seed.json` records that it ran,
 * so a restart replays the world instead of creating it again. A home that already has blocks
 * and no marker is left alone (its state would conflict with the seed).
 */
export async function applySeed(
  seed: SeedName,
  home: string,
  ctx: SeedContext,
): Promise<{ seeded: boolean; durationMs: number }> {
  if (seed === 'none') return { seeded: false, durationMs: 0 }
  const markerFile = join(home, 'seed.json')
  const marker = await readMarker(markerFile)
  if (marker?.seeds.includes(seed)) return { seeded: false, durationMs: 0 }
  if (ctx.node.latest.height > 0n) {
    console.warn(`devnet: not seeding "${seed}": ${home} already has blocks (use a fresh --home)`)
    return { seeded: false, durationMs: 0 }
  }
  const started = performance.now()
  await seedDemo(ctx)
  const durationMs = Math.round(performance.now() - started)
  const next: SeedMarker = {
    seeds: [...(marker?.seeds ?? []), seed],
    seededAt: new Date().toISOString(),
    durationMs,
  }
  await writeFile(markerFile, `${JSON.stringify(next, null, 2)}\n`)
  return { seeded: true, durationMs }
}

async function readMarker(file: string): Promise<SeedMarker | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SeedMarker
  } catch {
    return undefined
  }
}
