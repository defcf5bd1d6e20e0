/** What a blame is (model/blame.ts computes it) and how the page groups it; no diff code here. */

export const BLAME_LIMITS = {
  /** First-parent commits read at most. */
  commits: 500,
  /** A line diff that takes longer than this stops the walk there (ms). */
  diffMs: 2_000,
} as const

export interface BlameCommit {
  readonly sha: string
  readonly title: string
  readonly authorName: string
  readonly authoredAt: number | null
  /** The walk stopped here: its lines were last changed in this commit or an earlier one. */
  readonly orEarlier: boolean
}

export interface BlameResult {
  readonly lines: readonly string[]
  /** For each line, its commit's index in `commits`. */
  readonly origins: readonly number[]
  readonly commits: readonly BlameCommit[]
  /** First-parent commits read. */
  readonly commitsRead: number
}

export interface BlameRun {
  /** 0-based index of its first line. */
  readonly start: number
  readonly length: number
  readonly commit: BlameCommit
}

/** Consecutive lines from one commit, as blame views group them. */
export function blameRuns(result: BlameResult): BlameRun[] {
  const runs: BlameRun[] = []
  result.origins.forEach((origin, index) => {
    const last = runs.at(-1)
    const commit = result.commits[origin]
    if (!commit) return
    if (last && last.commit === commit && last.start + last.length === index)
      runs[runs.length - 1] = { ...last, length: last.length + 1 }
    else runs.push({ start: index, length: 1, commit })
  })
  return runs
}
