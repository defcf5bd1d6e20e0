import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { TimeAgo } from '../time-ago.tsx'
import { blameRuns, type BlameResult } from '../../model/blame-result.ts'
import { shortSha } from '../../model/time.ts'

/**
 * Blame as GitHub lays it out: runs of lines from one commit, the commit (short sha, author, when,
 * message) beside the first line of each run. Long lines scroll inside the code column.
 */
export function BlameView({
  result,
  owner,
  repo,
}: {
  result: BlameResult
  owner: string
  repo: string
}) {
  const runs = blameRuns(result)
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full border-collapse font-mono text-xs" aria-label="Blame">
        <tbody>
          {runs.map(run => {
            const { commit } = run
            const commitHref = paths.repositoryCommit.href(owner, repo, commit.sha)
            return result.lines.slice(run.start, run.start + run.length).map((line, offset) => {
              const number = run.start + offset + 1
              return (
                <tr
                  key={number}
                  id={`L${number}`}
                  className={offset === 0 ? 'border-t border-border' : undefined}
                  data-testid={offset === 0 ? 'blame-run' : undefined}
                >
                  {offset === 0 && (
                    <td
                      rowSpan={run.length}
                      className="w-40 max-w-40 bg-canvas-subtle px-2 py-1 align-top font-sans sm:w-72 sm:max-w-72"
                    >
                      <div className="flex flex-col gap-0.5">
                        <span className="flex items-baseline gap-2">
                          <Link
                            to={commitHref}
                            className="font-mono text-accent hover:underline"
                            aria-label={`Commit ${shortSha(commit.sha)}`}
                          >
                            {shortSha(commit.sha)}
                          </Link>
                          {commit.authoredAt !== null && (
                            <span className="text-fg-muted">
                              <TimeAgo date={new Date(commit.authoredAt)} />
                            </span>
                          )}
                        </span>
                        <Link
                          to={commitHref}
                          className="truncate hover:underline"
                          title={commit.title}
                        >
                          {commit.title || '(no message)'}
                        </Link>
                        <span className="truncate text-fg-muted">{commit.authorName}</span>
                        {commit.orEarlier && (
                          <span className="text-fg-muted">
                            Unchanged since this commit or an earlier one (the walk stopped here)
                          </span>
                        )}
                      </div>
                    </td>
                  )}
                  <td className="w-10 px-2 text-right align-top text-fg-muted select-none">
                    {number}
                  </td>
                  <td className="px-2 align-top whitespace-pre">{line}</td>
                </tr>
              )
            })
          })}
        </tbody>
      </table>
    </div>
  )
}
