/** A declarative description of a git repository the devnet seeds; the same spec gives the same shas. */

/** File content: text, raw bytes, or `null` to delete the path in this commit. */
export type SeedFileContent = string | Uint8Array | null

export interface SeedFile {
  readonly content: SeedFileContent
  readonly executable?: boolean
}

export interface SeedPerson {
  readonly name: string
  readonly email: string
}

export interface SeedCommit {
  /** A name other commits, branches and tags refer to. */
  readonly label: string
  /** Branch the commit lands on (created when new). */
  readonly branch: string
  /**
   * Parents by label; the first is where a new branch starts. Default: the branch's current tip.
   * In a fork, labels of the parent repository's commits resolve too.
   */
  readonly parents?: readonly string[]
  readonly message: string
  /** Paths are `/`-separated; values are the content or a `SeedFile`. */
  readonly files?: Readonly<Record<string, SeedFileContent | SeedFile>>
  readonly author?: SeedPerson
  /** Unix seconds; default: a fixed start plus one hour per commit. */
  readonly time?: number
}

export interface SeedTag {
  readonly name: string
  readonly commit: string
  /** Present → annotated tag with this message; absent → lightweight. */
  readonly message?: string
}

export interface SeedRepositorySpec {
  /** Repository name on chain. */
  readonly name: string
  readonly description?: string
  readonly defaultBranch?: string
  readonly commits: readonly SeedCommit[]
  readonly tags?: readonly SeedTag[]
  /** Name of another spec in the same list: this repository starts as its copy (a fork). */
  readonly forkFrom?: string
}

/** What building a spec produced: commit shas by label and every ref. */
export interface SeededRepository {
  readonly name: string
  readonly path: string
  readonly defaultBranch: string
  readonly commits: Readonly<Record<string, string>>
  /** Full ref name → sha (tag objects for annotated tags). */
  readonly refs: Readonly<Record<string, string>>
}

export const DEFAULT_AUTHOR: SeedPerson = { name: 'Ada Devnet', email: 'ada@devnet.gitopia.test' }
/** 2024-01-01T00:00:00Z: seed dates are fixed so commit shas are stable. */
export const SEED_EPOCH = 1_704_067_200
/** Commits are dated in +05:30 so a non-zero zone is exercised by the date formatting. */
export const SEED_TIMEZONE = '+0530'
