import { byNumericId, Records } from '../../../state/records.ts'
import { numericKey, type Store, type Table } from '../../../state/store.ts'
import { COMMENT_PARENTS, type Comment, type CommentParent } from '../json.ts'

export const SYSTEM_CREATOR = 'GITOPIA'

const parentCode = (parent: CommentParent) => COMMENT_PARENTS.indexOf(parent)

function indexKey(parent: CommentParent, repositoryId: string, parentIid: string, iid: string) {
  return `${parentCode(parent)}/${numericKey(BigInt(repositoryId))}/${numericKey(BigInt(parentIid))}/${numericKey(BigInt(iid))}`
}

/** Comments by global id, with an index by parent and comment iid. */
export class CommentsKeeper {
  readonly #rows: Records<Comment>
  readonly #index: Table<string>

  constructor(store: Store) {
    this.#rows = new Records(store.table('gitopia/comments'), comment => comment.id, byNumericId)
    this.#index = store.table('gitopia/comments-by-parent')
  }

  all(): Comment[] {
    return this.#rows.all()
  }

  get(id: string): Comment | undefined {
    return this.#rows.get(id)
  }

  ofParent(parent: CommentParent, repositoryId: string, parentIid: string): Comment[] {
    const prefix = indexKey(parent, repositoryId, parentIid, '0').replace(/[^/]+$/, '')
    return this.#index.values(prefix).map(id => this.get(id) as Comment)
  }

  byIid(
    parent: CommentParent,
    repositoryId: string,
    parentIid: string,
    iid: string,
  ): Comment | undefined {
    const id = this.#index.get(indexKey(parent, repositoryId, parentIid, iid))
    return id === undefined ? undefined : this.get(id)
  }

  save(comment: Comment): void {
    this.#rows.save(comment)
    this.#index.set(
      indexKey(comment.parent, comment.repositoryId, comment.parentIid, comment.commentIid),
      comment.id,
    )
  }

  remove(comment: Comment): void {
    this.#rows.delete(comment.id)
    this.#index.delete(
      indexKey(comment.parent, comment.repositoryId, comment.parentIid, comment.commentIid),
    )
  }

  removeRepository(repositoryId: string): void {
    for (const parent of ['COMMENT_PARENT_ISSUE', 'COMMENT_PARENT_PULL_REQUEST'] as const) {
      const prefix = `${parentCode(parent)}/${numericKey(BigInt(repositoryId))}/`
      for (const id of this.#index.values(prefix)) {
        const comment = this.get(id)
        if (comment) this.remove(comment)
      }
    }
  }
}
