import { describe, expect, it } from 'vitest'
import { blameRuns } from './blame-result.ts'
import { blame, splitLines, type BlameHistory, type HistoryCommit } from './blame.ts'

/**
 * A small linear history in memory: each version of `file.txt` a commit (null: the file does not
 * exist there). Commit ids are c0 (oldest) … cN; blobs are keyed by their text.
 */
function history(versions: readonly (string | null)[], extra: Partial<BlameHistory> = {}) {
  const commits: HistoryCommit[] = versions.map((_, index) => ({
    sha: `c${index}`,
    title: `Commit ${index}`,
    authorName: 'Ada',
    authoredAt: index * 1000,
    treeSha: `t${index}`,
    parentShas: index === 0 ? [] : [`c${index - 1}`],
  }))
  const reads: string[] = []
  const source: BlameHistory = {
    commit: async sha => {
      reads.push(sha)
      const commit = commits.find(candidate => candidate.sha === sha)
      if (!commit) throw new Error(`no commit ${sha}`)
      return commit
    },
    blobAt: async tree => versions[Number(tree.slice(1))] ?? null,
    lines: async blob => splitLines(blob),
    ...extra,
  }
  const head = `c${versions.length - 1}`
  return { source, head, reads }
}

/** Each line with the commit blamed for it ("c2", or "c2+" for "c2 or earlier"). */
async function blamed(versions: readonly (string | null)[], limit = 100) {
  const { source, head } = history(versions)
  const result = await blame(source, head, 'file.txt', undefined, { commits: limit, diffMs: 1000 })
  return result.origins.map(origin => {
    const commit = result.commits[origin]
    return `${commit?.sha ?? '?'}${commit?.orEarlier ? '+' : ''}`
  })
}

describe('blame', () => {
  it('gives every line of a new file to the commit that added it', async () => {
    expect(await blamed([null, 'a\nb\n'])).toEqual(['c1', 'c1'])
    expect(await blamed(['a\nb\n'])).toEqual(['c0', 'c0'])
  })

  it('gives added and changed lines to the commit that wrote them', async () => {
    expect(await blamed(['a\nb\nc\n', 'a\nB\nc\n', 'a\nB\nc\nd\n'])).toEqual([
      'c0',
      'c1',
      'c0',
      'c2',
    ])
  })

  it('follows lines moved down by insertions above them', async () => {
    expect(
      await blamed(['one\ntwo\n', 'new\nlines\none\ntwo\n', 'new\nlines\none\ntwo\n']),
    ).toEqual(['c1', 'c1', 'c0', 'c0'])
  })

  it('keeps the remaining lines where lines were deleted, and skips commits that left the file alone', async () => {
    expect(await blamed(['a\nb\nc\nd\n', 'a\nd\n', 'a\nd\n', 'a\nd\ne\n'])).toEqual([
      'c0',
      'c0',
      'c3',
    ])
  })

  it('stops after the commit limit and says the rest is that old or older', async () => {
    expect(await blamed(['a\n', 'a\nb\n', 'a\nb\nc\n', 'a\nb\nc\nd\n'], 2)).toEqual([
      'c2+',
      'c2+',
      'c2+',
      'c3',
    ])
  })

  it('reads no more history once every line is explained', async () => {
    const { source, head, reads } = history(['x\n', 'a\n', 'b\n'])
    await blame(source, head, 'file.txt')
    expect(reads).toEqual(['c2', 'c1'])
  })

  it('groups consecutive lines of one commit into runs', async () => {
    const { source, head } = history(['a\nb\nc\n', 'a\nB\nc\nd\n'])
    const runs = blameRuns(await blame(source, head, 'file.txt'))
    expect(runs.map(run => [run.commit.sha, run.start, run.length])).toEqual([
      ['c0', 0, 1],
      ['c1', 1, 1],
      ['c0', 2, 1],
      ['c1', 3, 1],
    ])
  })

  it('shows nothing from bytes that fail their check: the error is the result', async () => {
    const { source, head } = history(['a\n', 'a\nb\n'], {
      lines: async blob => {
        if (blob === 'a\n') throw new Error('object hashes to another id')
        return splitLines(blob)
      },
    })
    await expect(blame(source, head, 'file.txt')).rejects.toThrow('object hashes to another id')
  })
})
