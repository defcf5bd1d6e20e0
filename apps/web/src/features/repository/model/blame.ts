import { diffArrays } from 'diff'
import { BLAME_LIMITS, type BlameCommit, type BlameResult } from './blame-result.ts'

/**
 * Blame (docs/client-rules.md#blame): which commit last changed each line of a file. The walk
 * follows first parents from the ref's commit, as `git blame --first-parent` does; where the
 * file's blob differs from its parent's, a line diff hands the unchanged lines on to the parent
 * and the rest are the commit's. It reads through `BlameHistory`, which the worker backs with
 * verified git objects, and stops after `commits` commits: lines still unexplained then are
 * marked as last changed in the oldest commit read "or earlier".
 */

export interface HistoryCommit {
  readonly sha: string
  readonly title: string
  readonly authorName: string
  /** Author time, ms since the epoch; null when the commit carries none. */
  readonly authoredAt: number | null
  readonly treeSha: string
  readonly parentShas: readonly string[]
}

/** What the walk reads; every answer comes from objects checked against their ids. */
export interface BlameHistory {
  commit(sha: string): Promise<HistoryCommit>
  /** The blob id at `path` under a tree, or null when no file is there. */
  blobAt(treeSha: string, path: string): Promise<string | null>
  /** A blob's text split into lines (without their line endings). */
  lines(blobSha: string): Promise<readonly string[]>
}

export class NoSuchFileError extends Error {
  override readonly name = 'NoSuchFileError'
  constructor(readonly path: string) {
    super(`${path} is not a file at this ref`)
  }
}

/** Splits a file's text into lines: a final newline ends the last line, it starts no new one. */
export function splitLines(text: string): string[] {
  if (text === '') return []
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines.map(line => line.replace(/\r$/, ''))
}

export async function blame(
  history: BlameHistory,
  headSha: string,
  path: string,
  onProgress: (commitsRead: number) => void = () => undefined,
  limits: { readonly commits: number; readonly diffMs: number } = BLAME_LIMITS,
): Promise<BlameResult> {
  let commit = await history.commit(headSha)
  let blob = await history.blobAt(commit.treeSha, path)
  if (blob === null) throw new NoSuchFileError(path)
  const finalLines = await history.lines(blob)
  const origins = new Array<number>(finalLines.length).fill(-1)
  const commits: BlameCommit[] = []
  const credit = (finals: Iterable<number>, to: HistoryCommit, orEarlier = false) => {
    const index = commits.push({
      sha: to.sha,
      title: to.title,
      authorName: to.authorName,
      authoredAt: to.authoredAt,
      orEarlier,
    })
    for (const final of finals) origins[final] = index - 1
  }
  // Lines of the version being looked at whose commit is still unknown → their final line.
  let pending = new Map<number, number>(finalLines.map((_, index) => [index, index]))
  let lines = finalLines
  let commitsRead = 1
  while (pending.size > 0) {
    const parentSha = commit.parentShas[0]
    if (parentSha === undefined) {
      credit(pending.values(), commit)
      break
    }
    if (commitsRead >= limits.commits) {
      credit(pending.values(), commit, true)
      break
    }
    const parent = await history.commit(parentSha)
    commitsRead++
    onProgress(commitsRead)
    const parentBlob: string | null =
      parent.treeSha === commit.treeSha ? blob : await history.blobAt(parent.treeSha, path)
    if (parentBlob === null) {
      credit(pending.values(), commit)
      break
    }
    if (parentBlob !== blob) {
      const parentLines = await history.lines(parentBlob)
      // A version that shares no line with its parent (a rewrite) needs no diff: all its own.
      const known = new Set(parentLines)
      if (![...pending.keys()].some(index => known.has(lines[index] ?? ''))) {
        credit(pending.values(), commit)
        break
      }
      const changes = diffArrays([...parentLines], [...lines], { timeout: limits.diffMs })
      if (!changes) {
        credit(pending.values(), commit, true)
        break
      }
      const next = new Map<number, number>()
      const changed: number[] = []
      let before = 0
      let after = 0
      for (const change of changes) {
        const count = change.count
        if (change.added) {
          for (let k = 0; k < count; k++) {
            const final = pending.get(after + k)
            if (final !== undefined) changed.push(final)
          }
          after += count
        } else if (change.removed) {
          before += count
        } else {
          for (let k = 0; k < count; k++) {
            const final = pending.get(after + k)
            if (final !== undefined) next.set(before + k, final)
          }
          before += count
          after += count
        }
      }
      if (changed.length > 0) credit(changed, commit)
      pending = next
      lines = parentLines
      blob = parentBlob
    }
    commit = parent
  }
  return { lines: finalLines, origins, commits, commitsRead }
}
