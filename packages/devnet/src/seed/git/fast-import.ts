import {
  DEFAULT_AUTHOR,
  SEED_EPOCH,
  SEED_TIMEZONE,
  type SeedFile,
  type SeedFileContent,
  type SeedRepositorySpec,
} from './spec.ts'

/**
 * Turns a spec into one `git fast-import` stream, so a repository of any size is one process.
 * Commits get marks `:1..:n` in spec order; `existing` resolves labels of a fork's parent.
 */
export function fastImportStream(
  spec: SeedRepositorySpec,
  existing: Readonly<Record<string, string>> = {},
  existingBranches: Readonly<Record<string, string>> = {},
): Buffer[] {
  const parts: Buffer[] = []
  const text = (value: string) => parts.push(Buffer.from(value, 'utf8'))
  const marks = new Map<string, string>()
  const tips = new Map<string, string>(Object.entries(existingBranches))
  const resolve = (label: string): string => {
    const ref = marks.get(label) ?? existing[label]
    if (ref === undefined) throw new Error(`seed ${spec.name}: unknown commit label ${label}`)
    return ref
  }

  spec.commits.forEach((commit, index) => {
    const mark = `:${index + 1}`
    const parents = commit.parents?.map(resolve) ?? [tips.get(commit.branch)].filter(isDefined)
    const person = signature(
      commit.author ?? DEFAULT_AUTHOR,
      commit.time ?? SEED_EPOCH + index * 3600,
    )
    text(`commit refs/heads/${commit.branch}\nmark ${mark}\n`)
    text(`author ${person}\ncommitter ${person}\n`)
    data(parts, Buffer.from(commit.message, 'utf8'))
    const [first, ...merges] = parents
    if (first !== undefined) text(`from ${first}\n`)
    for (const merge of merges) text(`merge ${merge}\n`)
    for (const [path, file] of Object.entries(commit.files ?? {})) fileCommand(parts, path, file)
    text('\n')
    marks.set(commit.label, mark)
    tips.set(commit.branch, mark)
  })

  for (const tag of spec.tags ?? []) {
    const target = resolve(tag.commit)
    if (tag.message === undefined) {
      text(`reset refs/tags/${tag.name}\nfrom ${target}\n\n`)
    } else {
      text(`tag ${tag.name}\nfrom ${target}\ntagger ${signature(DEFAULT_AUTHOR, SEED_EPOCH)}\n`)
      data(parts, Buffer.from(tag.message, 'utf8'))
    }
  }
  text('done\n')
  return parts
}

function fileCommand(parts: Buffer[], path: string, file: SeedFileContent | SeedFile): void {
  const entry: SeedFile = isSeedFile(file) ? file : { content: file }
  const quoted = quotePath(path)
  if (entry.content === null) {
    parts.push(Buffer.from(`D ${quoted}\n`))
    return
  }
  const mode = entry.executable ? '100755' : '100644'
  parts.push(Buffer.from(`M ${mode} inline ${quoted}\n`))
  data(
    parts,
    typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content,
  )
}

function isSeedFile(file: SeedFileContent | SeedFile): file is SeedFile {
  return file !== null && typeof file === 'object' && !(file instanceof Uint8Array)
}

function data(parts: Buffer[], bytes: Uint8Array): void {
  parts.push(Buffer.from(`data ${bytes.length}\n`), Buffer.from(bytes), Buffer.from('\n'))
}

/** C-style quoting as fast-import reads it, so spaces, quotes and UTF-8 in names survive. */
function quotePath(path: string): string {
  const escaped = path.replace(/[\\"\n\t]/g, c =>
    c === '\n' ? '\\n' : c === '\t' ? '\\t' : `\\${c}`,
  )
  return `"${escaped}"`
}

function signature(person: { name: string; email: string }, time: number): string {
  return `${person.name} <${person.email}> ${time} ${SEED_TIMEZONE}`
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined
}
