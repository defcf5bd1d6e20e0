/** What the chain reads of a pull request need to know of its repository. */
export interface RepositoryRef {
  readonly id: string
  readonly ownerAddress: string
  readonly name: string
}
