import { createReadStream } from 'node:fs'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { isSafeFileName, isSafeRefName } from './validate.ts'

/**
 * Where a release asset lives: `<dataDir>/releases/<repositoryId>/<tag>/<name>`, with tag and name
 * percent-encoded into single path segments so a `/` in a tag never makes a directory.
 */
export function releaseAssetPath(
  dataDir: string,
  repositoryId: string,
  tag: string,
  name: string,
): string {
  if (!isSafeRefName(tag) || !isSafeFileName(name))
    throw new Error('invalid release tag or asset name')
  return join(dataDir, 'releases', repositoryId, encodeURIComponent(tag), encodeURIComponent(name))
}

/** Stores an asset directly, for seeding the devnet's releases. */
export async function storeReleaseAsset(
  dataDir: string,
  repositoryId: string,
  tag: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  const path = releaseAssetPath(dataDir, repositoryId, tag, name)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, bytes)
}

export async function openReleaseAsset(
  path: string,
): Promise<{ size: number; stream: NodeJS.ReadableStream } | undefined> {
  try {
    const info = await stat(path)
    if (!info.isFile()) return undefined
    return { size: info.size, stream: createReadStream(path) }
  } catch {
    return undefined
  }
}
