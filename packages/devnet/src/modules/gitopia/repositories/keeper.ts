import { numericKey, type Store, type Table } from '../../../state/store.ts'
import type { Branch, Repository, Tag } from '../json.ts'

/** Repositories, their name index per owner, branches and tags. */
export class RepositoriesKeeper {
  readonly #repos: Table<Repository>
  readonly #names: Table<string>
  readonly #branches: Table<Branch>
  readonly #tags: Table<Tag>

  constructor(store: Store) {
    this.#repos = store.table('gitopia/repositories')
    this.#names = store.table('gitopia/repository-names')
    this.#branches = store.table('gitopia/branches')
    this.#tags = store.table('gitopia/tags')
  }

  get(id: string | bigint): Repository | undefined {
    return this.#repos.get(numericKey(BigInt(id)))
  }

  all(): Repository[] {
    return this.#repos.values()
  }

  /** Case-insensitive, like the chain's lower-cased name index. */
  byName(owner: string, name: string): Repository | undefined {
    const id = this.#names.get(`${owner}/${name.toLowerCase()}`)
    return id === undefined ? undefined : this.get(id)
  }

  /** An owner's repositories in store order: by lower-cased name. */
  ofOwner(owner: string): Repository[] {
    return this.#names.values(`${owner}/`).map(id => this.get(id) as Repository)
  }

  save(repository: Repository): void {
    const previous = this.get(repository.id)
    if (previous) this.#names.delete(nameKey(previous))
    this.#repos.set(numericKey(BigInt(repository.id)), repository)
    this.#names.set(nameKey(repository), repository.id)
  }

  update(id: string, fn: (repository: Repository) => Repository): Repository {
    const next = fn(this.get(id) as Repository)
    this.save(next)
    return next
  }

  remove(repository: Repository): void {
    this.#repos.delete(numericKey(BigInt(repository.id)))
    this.#names.delete(nameKey(repository))
    for (const [key] of [...this.#branches.entries(`${numericKey(BigInt(repository.id))}/`)])
      this.#branches.delete(key)
    for (const [key] of [...this.#tags.entries(`${numericKey(BigInt(repository.id))}/`)])
      this.#tags.delete(key)
  }

  branch(repositoryId: string, name: string): Branch | undefined {
    return this.#branches.get(refKey(repositoryId, name))
  }

  branches(repositoryId?: string): Branch[] {
    return this.#branches.values(repositoryId === undefined ? '' : `${refKey(repositoryId, '')}`)
  }

  setBranch(branch: Branch): void {
    this.#branches.set(refKey(branch.repositoryId, branch.name), branch)
  }

  deleteBranch(repositoryId: string, name: string): boolean {
    return this.#branches.delete(refKey(repositoryId, name))
  }

  tag(repositoryId: string, name: string): Tag | undefined {
    return this.#tags.get(refKey(repositoryId, name))
  }

  tags(repositoryId?: string): Tag[] {
    return this.#tags.values(repositoryId === undefined ? '' : `${refKey(repositoryId, '')}`)
  }

  setTag(tag: Tag): void {
    this.#tags.set(refKey(tag.repositoryId, tag.name), tag)
  }

  deleteTag(repositoryId: string, name: string): boolean {
    return this.#tags.delete(refKey(repositoryId, name))
  }
}

const nameKey = (repository: Repository) =>
  `${repository.owner.id}/${repository.name.toLowerCase()}`
const refKey = (repositoryId: string, name: string) => `${numericKey(BigInt(repositoryId))}/${name}`
