import type { FileDiff } from '@gitopia-client/chain/storage'

/**
 * The files of a diff as a jump list above it: each one's path and line counts; choosing one
 * scrolls its header into view. Files of pages not loaded yet join as the diff loads them. It
 * never folds: the diff below is placed from the list's height once, when it mounts.
 */
export function DiffFileList({
  files,
  more,
  onJump,
}: {
  files: readonly FileDiff[]
  /** Whether more files are still to load. */
  more: boolean
  onJump: (file: FileDiff) => void
}) {
  if (files.length < 2) return null
  return (
    <nav aria-label="Files changed" className="rounded-md border border-border font-sans text-sm">
      <p className="border-b border-border px-3 py-2 font-semibold">
        Files ({files.length}
        {more ? '+' : ''})
      </p>
      <div className="px-1 py-1">
        <ul className="flex max-h-64 flex-col overflow-auto">
          {files.map(file => (
            <li key={file.path}>
              <button
                type="button"
                onClick={() => onJump(file)}
                className="flex w-full items-center gap-3 rounded px-2 py-1 text-left hover:bg-canvas-subtle"
              >
                <span className="min-w-0 flex-1 truncate font-mono text-xs">{file.path}</span>
                <span className="shrink-0 text-xs tabular-nums">
                  <span className="text-green-700 dark:text-green-400">+{file.additions}</span>{' '}
                  <span className="text-red-700 dark:text-red-400">−{file.deletions}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
