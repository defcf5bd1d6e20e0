import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startStorageProvider, type StorageProvider } from '../storage-provider/server.ts'
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
  let started: Omit<DemoProvider, 'clone'> | undefined
  beforeAll(async () => {
    const world = await demoWorld()
    const provider = await startStorageProvider({
      dataDir: world.dataDir,
      chain: world.chain,
      name: 'p1',
    })
    started = { world, provider, work: await mkdtemp(join(tmpdir(), 'provider-work-')) }
  }, timeout)
  afterAll(async () => {
    if (!started) return
    await started.provider.close()
    for (const dir of [started.world.dataDir, started.work])
      await rm(dir, { recursive: true, force: true })
  })
  const demo = () => {
    if (!started) throw new Error('the demo provider starts in beforeAll')
    return started
  }
  return {
    get world() {
      return demo().world
    },
    get provider() {
      return demo().provider
    },
    get work() {
      return demo().work
    },
    async clone(name, { repositoryId = '1', branch, config } = {}) {
      const { provider, work } = demo()
      const from = branch === undefined ? [] : ['--branch', branch]
      const url = `${provider.url}/${repositoryId}.git`
      await gitAt(work, ['clone', '--quiet', ...from, url, name], undefined, config)
      return join(work, name)
    },
  }
}
