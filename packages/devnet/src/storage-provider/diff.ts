import { z } from 'zod'
import { git } from './git.ts'
import { paginationSchema, pageResponse, readPage, type PaginationResponse } from './pagination.ts'

export type DiffType = 'MODIFY' | 'ADD' | 'DELETE' | 'RENAME' | 'BINARY' | 'EMPTY'

export interface DiffJson {
  file_name: string
  stat: { addition: number; deletion: number }
  patch: string
  type: DiffType[]
  file_size: number
}

export interface DiffResponse {
  diff: DiffJson[]
  pagination: PaginationResponse
}

export interface DiffStatResponse {
  stat: { addition: number; deletion: number }
  files_changed: number
  file_names: string[]
}

export const diffOptionsSchema = { only_stat: z.boolean().optional(), pagination: paginationSchema }

interface ChangedFile {
  readonly status: string
  readonly oldPath: string
  readonly newPath: string
  readonly oldSha: string
  readonly newSha: string
  addition: number
  deletion: number
  binary: boolean
}

const DEFAULT_PAGE = 10

/**
 * The diff from `base` to `head`, file by file: one `--raw --numstat` pass for the file list and
 * stats, then one patch run for the files of the requested page only.
 */
export async function diffBetween(
  repo: string,
  base: string,
  head: string,
  options: { only_stat?: boolean; pagination?: z.infer<typeof paginationSchema> },
  env?: Record<string, string>,
): Promise<DiffResponse | DiffStatResponse> {
  const files = await changedFiles(repo, base, head, env)
  if (options.only_stat) {
    return {
      stat: {
        addition: files.reduce((sum, f) => sum + f.addition, 0),
        deletion: files.reduce((sum, f) => sum + f.deletion, 0),
      },
      files_changed: files.length,
      file_names: files.map(f => f.newPath),
    }
  }
  const page = readPage(options.pagination, DEFAULT_PAGE)
  const slice = files.slice(page.start, page.start + page.limit)
  const patches = await patchesFor(repo, base, head, slice, env)
  const sizes = await blobSizes(
    repo,
    slice.map(f => (f.status === 'D' ? f.oldSha : f.newSha)),
    env,
  )
  const diff = slice.map((file, i) => ({
    file_name: file.status === 'R' ? `${file.oldPath} -> ${file.newPath}` : file.newPath,
    stat: { addition: file.addition, deletion: file.deletion },
    patch: patches[i] ?? '',
    type: typesOf(file),
    file_size: sizes[i] ?? 0,
  }))
  return {
    diff,
    pagination: pageResponse(page, page.start + page.limit < files.length, files.length),
  }
}

async function changedFiles(
  repo: string,
  base: string,
  head: string,
  env?: Record<string, string>,
): Promise<ChangedFile[]> {
  const out = await git(
    repo,
    ['diff', '--raw', '--numstat', '-z', '-M', '--no-abbrev', base, head, '--'],
    { env },
  )
  const tokens = out.stdout.toString('utf8').split('\0')
  const files: ChangedFile[] = []
  let i = 0
  while (i < tokens.length && tokens[i]?.startsWith(':')) {
    const [, , oldSha = '', newSha = '', statusScore = ''] = (tokens[i] ?? '').slice(1).split(' ')
    const status = statusScore.charAt(0)
    const oldPath = tokens[i + 1] ?? ''
    const paired = status === 'R' || status === 'C'
    const newPath = paired ? (tokens[i + 2] ?? '') : oldPath
    files.push({
      status,
      oldPath,
      newPath,
      oldSha,
      newSha,
      addition: 0,
      deletion: 0,
      binary: false,
    })
    i += paired ? 3 : 2
  }
  // Numstat entries follow in the same order; renames put both paths in their own tokens.
  for (const file of files) {
    const [add = '0', del = '0', path = ''] = (tokens[i] ?? '').split('\t')
    file.binary = add === '-'
    file.addition = file.binary ? 0 : Number(add)
    file.deletion = file.binary ? 0 : Number(del)
    i += path === '' ? 3 : 1
  }
  return files
}

/**
 * Patches for a page of files from one `git diff` limited to their paths, split at each
 * `diff --git` header; git emits them in the same order as the raw listing.
 */
async function patchesFor(
  repo: string,
  base: string,
  head: string,
  files: readonly ChangedFile[],
  env?: Record<string, string>,
): Promise<string[]> {
  if (files.length === 0) return []
  const paths = [...new Set(files.flatMap(f => [f.oldPath, f.newPath]))]
  const out = await git(
    repo,
    ['diff', '-M', '--no-color', '--no-ext-diff', base, head, '--', ...paths],
    { env },
  )
  const text = out.stdout.toString('utf8')
  const starts = [...text.matchAll(/^diff --git /gm)].map(m => m.index)
  return starts.map((start, k) => text.slice(start, starts[k + 1] ?? text.length))
}

async function blobSizes(
  repo: string,
  shas: readonly string[],
  env?: Record<string, string>,
): Promise<number[]> {
  if (shas.length === 0) return []
  const out = await git(repo, ['cat-file', '--batch-check=%(objectsize)'], {
    input: shas.map(s => `${s}\n`).join(''),
    env,
  })
  return out.stdout
    .toString()
    .split('\n')
    .slice(0, shas.length)
    .map(line => Number(line) || 0)
}

function typesOf(file: ChangedFile): DiffType[] {
  const types: DiffType[] = []
  if (file.status === 'A') types.push('ADD')
  else if (file.status === 'D') types.push('DELETE')
  else if (file.status === 'R') types.push('RENAME')
  else types.push('MODIFY')
  if (file.binary) types.push('BINARY')
  else if (file.addition === 0 && file.deletion === 0) types.push('EMPTY')
  return types
}
