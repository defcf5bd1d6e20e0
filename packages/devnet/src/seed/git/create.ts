import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { git, gitText } from '../../storage-provider/git.ts'
import { fastImportStream } from './fast-import.ts'
import type { SeededRepository, SeedRepositorySpec } from './spec.ts'

/**
 * Builds a bare repository at `dir` from a spec with one `git fast-import` run. For a fork, pass
 * the parent's result: the fork starts as a local clone of it (same objects, same shas).
 */
export async function createSeedRepository(
  dir: string,
  spec: SeedRepositorySpec,
  parent?: SeededRepository,
): Promise<SeededRepository> {
  await rm(dir, { recursive: true, force: true })
  const defaultBranch = spec.defaultBranch ?? parent?.defaultBranch ?? 'master'
  if (parent) {
    await mkdir(dir, { recursive: true })
    await git('', ['clone', '--bare', '--quiet', '--', parent.path, dir])
    await git(dir, ['remote', 'remove', 'origin'])
  } else {
    await mkdir(dir, { recursive: true })
    await git(dir, ['init', '--bare', '--quiet', `--initial-branch=${defaultBranch}`])
  }
  const branches = parent ? branchTips(parent.refs) : {}
  const marksFile = join(dir, 'seed-marks')
  const stream = Buffer.concat(fastImportStream(spec, parent?.commits ?? {}, branches))
  await git(dir, ['fast-import', '--quiet', '--done', `--export-marks=${marksFile}`], {
    input: stream,
  })
  await git(dir, ['symbolic-ref', 'HEAD', `refs/heads/${defaultBranch}`])
  const marks = await readMarks(marksFile)
  await rm(marksFile, { force: true })
  const commits: Record<string, string> = { ...(parent?.commits ?? {}) }
  spec.commits.forEach((commit, index) => {
    const sha = marks.get(index + 1)
    if (sha !== undefined) commits[commit.label] = sha
  })
  return { name: spec.name, path: dir, defaultBranch, commits, refs: await readRefs(dir) }
}

/**
 * Builds every spec in order; `forkFrom` names an earlier spec. `dirFor` says where each bare
 * repository goes (the devnet uses `<providerData>/repositories/<id>.git`).
 */
export async function createSeedRepositories(
  specs: readonly SeedRepositorySpec[],
  dirFor: (spec: SeedRepositorySpec) => string,
): Promise<Map<string, SeededRepository>> {
  const built = new Map<string, SeededRepository>()
  for (const spec of specs) {
    const parent = spec.forkFrom === undefined ? undefined : built.get(spec.forkFrom)
    if (spec.forkFrom !== undefined && !parent) {
      throw new Error(`seed ${spec.name}: fork parent ${spec.forkFrom} must come earlier`)
    }
    built.set(spec.name, await createSeedRepository(dirFor(spec), spec, parent))
  }
  return built
}

export async function readRefs(dir: string): Promise<Record<string, string>> {
  const out = await gitText(dir, ['for-each-ref', '--format=%(objectname) %(refname)'])
  const refs: Record<string, string> = {}
  for (const line of out.split('\n')) {
    const space = line.indexOf(' ')
    if (space > 0) refs[line.slice(space + 1)] = line.slice(0, space)
  }
  return refs
}

function branchTips(refs: Readonly<Record<string, string>>): Record<string, string> {
  const tips: Record<string, string> = {}
  for (const [name, sha] of Object.entries(refs)) {
    if (name.startsWith('refs/heads/')) tips[name.slice('refs/heads/'.length)] = sha
  }
  return tips
}

async function readMarks(file: string): Promise<Map<number, string>> {
  const marks = new Map<number, string>()
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const match = /^:(\d+) ([0-9a-f]{40})$/.exec(line)
    if (match?.[1] && match[2]) marks.set(Number(match[1]), match[2])
  }
  return marks
}
