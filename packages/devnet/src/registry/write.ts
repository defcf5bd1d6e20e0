import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildRegistry } from './build.ts'
import type { RegistryChainInput, RegistryChannelInput } from './inputs.ts'
import type { ChainRegistryData } from './types.ts'

/**
 * Writes the registry as the public chain registry lays it out: `<chain>/chain.json`,
 * `<chain>/assetlist.json` and `_IBC/<a>-<b>.json`. Chains and pairs of an earlier run that are
 * gone (e.g. `--counterparties none`) are removed; nothing else in `dir` is touched.
 */
export async function writeRegistryFiles(dir: string, data: ChainRegistryData): Promise<void> {
  await mkdir(dir, { recursive: true })
  for (const entry of await readdir(dir)) {
    const stale =
      entry === '_IBC' ||
      (!Object.hasOwn(data.chains, entry) &&
        (await stat(join(dir, entry, 'chain.json')).catch(() => null)))
    if (stale) await rm(join(dir, entry), { recursive: true, force: true })
  }
  await mkdir(join(dir, '_IBC'), { recursive: true })
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  for (const [name, entry] of Object.entries(data.chains)) {
    await mkdir(join(dir, name), { recursive: true })
    await writeFile(join(dir, name, 'chain.json'), json(entry.chain))
    await writeFile(join(dir, name, 'assetlist.json'), json(entry.assetlist))
  }
  for (const [pair, ibc] of Object.entries(data.ibc))
    await writeFile(join(dir, '_IBC', `${pair}.json`), json(ibc))
}

/** Builds the registry of `chains` and writes it into `dir` (e.g. `<home>/chain-registry`). */
export async function writeRegistry(
  dir: string,
  chains: readonly RegistryChainInput[],
  channels: readonly RegistryChannelInput[],
): Promise<ChainRegistryData> {
  const data = buildRegistry(chains, channels)
  await writeRegistryFiles(dir, data)
  return data
}
