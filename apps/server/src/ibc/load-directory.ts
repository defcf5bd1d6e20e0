import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { IbcRegistryError, parseIbcRegistry, type IbcRegistry } from './registry.ts'

async function readJson(path: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new IbcRegistryError(`Cannot read ${path}: ${(error as Error).message}`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new IbcRegistryError(`${path} is not JSON: ${(error as Error).message}`)
  }
}

/**
 * A registry directory in the public registry's layout (what the devnet writes, e.g.
 * `.devnet/chain-registry`): `<chain>/chain.json`, `<chain>/assetlist.json`, `_IBC/<a>-<b>.json`.
 * Every file is validated; a chain directory must be named after its chain, an `_IBC` file after
 * its two chains, sorted.
 */
export async function loadIbcRegistryDirectory(dir: string): Promise<IbcRegistry> {
  const entries = await readdir(dir, { withFileTypes: true })
  const chainDirs = entries
    .filter(entry => entry.isDirectory() && entry.name !== '_IBC' && !entry.name.startsWith('.'))
    .map(entry => entry.name)
  const chains = await Promise.all(
    chainDirs.map(async name => ({
      chain: await readJson(join(dir, name, 'chain.json')),
      assetlist: await readJson(join(dir, name, 'assetlist.json')),
      origin: join(dir, name),
      name,
    })),
  )
  const ibcDir = join(dir, '_IBC')
  const ibcFiles = entries.some(entry => entry.isDirectory() && entry.name === '_IBC')
    ? (await readdir(ibcDir)).filter(name => name.endsWith('.json'))
    : []
  const ibc = await Promise.all(
    ibcFiles.map(async name => ({
      data: await readJson(join(ibcDir, name)),
      origin: join(ibcDir, name),
      pair: name.slice(0, -'.json'.length),
    })),
  )
  return parseIbcRegistry({ chains, ibc })
}
