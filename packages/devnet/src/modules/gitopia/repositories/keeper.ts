import { numericKey, type Store, type Table } from '../../../state/store.ts'
import type { Branch, Repository, Tag } from '../json.ts'

/** Repositories, their name index per owner, branches and tags. */
export class RepositoriesKeeper {
  readonly #repos: Table<Repository>
  readonly #names: Table<string>
  readonly branches: RefTable<Branch>
  readonly tags: RefTable<Tag>

  constructor(store: Store) {
    this.#repos = store.table('gitopia/repositories')
    this.#names = store.table('gitopia/repository-names')
    this.branches = new RefTable(store.table('gitopia/branches'))
    this.tags = new RefTable(store.table('gitopia/tags'))
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
    this.branches.clear(repository.id)
    this.tags.clear(repository.id)
  }
}

/** One kind of a repository's refs (branches or tags), keyed by repository id and name. */
export class RefTable<R extends { readonly repositoryId: string; readonly name: string }> {
  readonly #table: Table<R>

  constructor(table: Table<R>) {
    this.#table = table
  }

  get(repositoryId: string, name: string): R | undefined {
    return this.#table.get(refKey(repositoryId, name))
  }

  /** A repository's refs by name, or every repository's. */
  list(repositoryId?: string): R[] {
    return this.#table.values(repositoryId === undefined ? '' : refKey(repositoryId, ''))
  }

  set(ref: R): void {
    this.#table.set(refKey(ref.repositoryId, ref.name), ref)
  }

  delete(repositoryId: string, name: string): boolean {
    return this.#table.delete(refKey(repositoryId, name))
  }

  clear(repositoryId: string): void {
    for (const [key] of [...this.#table.entries(refKey(repositoryId, ''))]) this.#table.delete(key)
  }
}

const nameKey = (repository: Repository) =>
  `${repository.owner.id}/${repository.name.toLowerCase()}`
const refKey = (repositoryId: string, name: string) => `${numericKey(BigInt(repositoryId))}/${name}`
