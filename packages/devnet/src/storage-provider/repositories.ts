import { access, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ProviderChainView, ProviderRepository } from './chain-view.ts'
import { git, gitText } from './git.ts'
import { badRequest, notFound } from './http-error.ts'
import { isRepositoryId } from './validate.ts'

export interface OpenRepository {
  readonly id: string
  /** The bare repository: `<dataDir>/repositories/<id>.git`. */
  readonly dir: string
  readonly meta: ProviderRepository
}

/**
 * Maps chain repositories to bare git directories. A repository the chain knows but the disk does
 * not is created on first use; a fork borrows its parent's objects through `objects/info/alternates`
 * and starts with the parent's refs, as forks do on chain.
 */
export class RepositoryStore {
  readonly root: string
  readonly #opening = new Map<string, Promise<OpenRepository>>()

  constructor(
    dataDir: string,
    readonly chain: ProviderChainView,
  ) {
    this.root = join(dataDir, 'repositories')
  }

  dirOf(id: string): string {
    return join(this.root, `${id}.git`)
  }

  /** Parses a request's repository id (number or decimal string); 400 when it is not one. */
  static parseId(value: unknown): string {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
    if (typeof text !== 'string' || !isRepositoryId(text)) throw badRequest('invalid repository id')
    return text
  }

  async open(id: string): Promise<OpenRepository> {
    const pending = this.#opening.get(id)
    if (pending) return pending
    const opening = this.#open(id)
    this.#opening.set(id, opening)
    // Only concurrent opens share a promise: chain metadata (name, owner) may change later.
    void opening.then(
      () => this.#opening.delete(id),
      () => this.#opening.delete(id),
    )
    return opening
  }

  async #open(id: string, depth = 0): Promise<OpenRepository> {
    const meta = await this.chain.repository(id)
    if (!meta) throw notFound(`repository ${id} not found`)
    const dir = this.dirOf(id)
    if (!(await exists(dir))) await this.#create(dir, meta, depth)
    return { id, dir, meta }
  }

  async #create(dir: string, meta: ProviderRepository, depth: number): Promise<void> {
    await mkdir(this.root, { recursive: true })
    await git(dir, ['init', '--bare', '--quiet'])
    // Forks of forks chain their alternates; the depth bound stops a malformed cycle.
    if (meta.parentId === undefined || meta.parentId === meta.id || depth > 20) return
    const parent = await this.#open(meta.parentId, depth + 1).catch(() => undefined)
    if (!parent) return
    await writeFile(join(dir, 'objects', 'info', 'alternates'), `${join(parent.dir, 'objects')}\n`)
    const refs = await gitText(parent.dir, [
      'for-each-ref',
      '--format=create %(refname) %(objectname)',
    ])
    if (refs.trim() !== '') await git(dir, ['update-ref', '--stdin'], { input: refs })
    const head = await gitText(parent.dir, ['symbolic-ref', '--quiet', 'HEAD']).catch(() => '')
    if (head.trim() !== '') await git(dir, ['symbolic-ref', 'HEAD', head.trim()])
  }
}

/** Environment that lets git in one repository read another's objects (fork ↔ parent). */
export function borrowObjectsFrom(other: OpenRepository): Record<string, string> {
  return { GIT_ALTERNATE_OBJECT_DIRECTORIES: join(other.dir, 'objects') }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}
