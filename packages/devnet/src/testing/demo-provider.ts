import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStorageProvider, type StorageProvider } from '../storage-provider/server.ts'
import { useForTheFile } from './for-the-file.ts'
import { demoWorld, gitAt, type DemoWorld } from './provider-support.ts'

export interface DemoProvider {
  readonly world: DemoWorld
  /** A provider (p1) serving the demo world's data directory. */
  readonly provider: StorageProvider
  /** A temporary working directory for clones. */
  readonly work: string
  /**
   * Clones a repository (1 unless said; its default branch unless said) from the provider into
   * `work/<name>`, with more `-c` options when given (LFS_FILTERS); answers that folder.
   */
  clone(name: string, options?: CloneOptions): Promise<string>
}

export interface CloneOptions {
  readonly repositoryId?: string
  readonly branch?: string
  readonly config?: readonly string[]
}

/**
 * For the storage provider's tests: a provider over the demo world, started before the file's
 * tests (within `timeout` ms when given) and closed, its directories removed, after them. Its
 * fields are read in hooks and tests; before the provider has started they throw.
 */
export function useDemoProvider(timeout?: number): DemoProvider {
  return useForTheFile(
    'the demo provider',
    async () => {
      const world = await demoWorld()
      const provider = await startStorageProvider({
        dataDir: world.dataDir,
        chain: world.chain,
        name: 'p1',
      })
      const work = await mkdtemp(join(tmpdir(), 'provider-work-'))
      const clone: DemoProvider['clone'] = async (
        name,
        { repositoryId = '1', branch, config } = {},
      ) => {
        const from = branch === undefined ? [] : ['--branch', branch]
        const url = `${provider.url}/${repositoryId}.git`
        await gitAt(work, ['clone', '--quiet', ...from, url, name], undefined, config)
        return join(work, name)
      }
      return { world, provider, work, clone }
    },
    async ({ world, provider, work }) => {
      await provider.close()
      for (const dir of [world.dataDir, work]) await rm(dir, { recursive: true, force: true })
    },
    timeout,
  )
}
