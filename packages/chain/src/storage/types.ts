/** Domain types of repository content, as components see them. */

export interface GitPerson {
  readonly name: string
  readonly email: string
  readonly date: Date | null
}

export interface Commit {
  readonly sha: string
  /** First line of the message. */
  readonly title: string
  /** The rest of the message after the first line. */
  readonly body: string
  readonly author: GitPerson
  readonly committer: GitPerson
  readonly committedAt: Date
  readonly treeSha: string
  readonly parentShas: readonly string[]
}

export interface TreeEntry {
  readonly name: string
  /** Full path from the repository root. */
  readonly path: string
  readonly sha: string
  readonly type: 'tree' | 'blob'
  readonly lastCommit: Commit | null
}

export interface FileContent {
  readonly name: string
  readonly path: string
  readonly sha: string
  readonly sizeBytes: number
  /** The bytes; null when the provider withheld a large file (ask again with `full`). */
  readonly bytes: Uint8Array | null
  readonly lastCommit: Commit | null
  /** Set when the blob is a Git LFS pointer: `bytes` and `sizeBytes` are then the object's. */
  readonly lfs?: { readonly oid: string; readonly size: number }
}

export type Content =
  | {
      readonly kind: 'tree'
      readonly entries: readonly TreeEntry[]
      readonly nextKey: string | null
      readonly total: number | null
    }
  | { readonly kind: 'file'; readonly file: FileContent }

export type DiffChange = 'MODIFY' | 'ADD' | 'DELETE' | 'RENAME' | 'BINARY' | 'EMPTY'

export interface FileDiff {
  /** The path after the change. */
  readonly path: string
  /** The path before a rename, else the same as `path`. */
  readonly previousPath: string
  readonly additions: number
  readonly deletions: number
  /** Unified diff text in git's format. */
  readonly patch: string
  readonly changes: readonly DiffChange[]
  readonly sizeBytes: number
}

export interface DiffStat {
  readonly additions: number
  readonly deletions: number
  readonly filesChanged: number
  readonly paths: readonly string[]
}
