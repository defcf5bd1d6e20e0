import { StringDecoder } from 'node:string_decoder'
import { gitStream } from './git.ts'

/** Cache of "entry name → last commit sha" per (commit, directory); commits are immutable. */
const cache = new Map<string, Map<string, string>>()
const CACHE_LIMIT = 500

/**
 * Finds, for each entry of directory `dir` at `commit`, the newest commit that changed it, with
 * one `git log --name-only` walk that stops as soon as every entry is found (instead of one
 * `git log -1` per entry). Merges list the paths that differ from all parents (`-c`), which is
 * where `git log -1 -- <path>` stops too.
 */
export async function lastCommitsOf(
  repo: string,
  commit: string,
  dir: string,
  entries: readonly string[],
): Promise<Map<string, string>> {
  const key = `${repo}\0${commit}\0${dir}`
  const cached = cache.get(key)
  if (cached && entries.every(e => cached.has(e))) return cached
  const found = new Map<string, string>()
  const wanted = new Set(entries)
  const prefix = dir === '' ? '' : `${dir}/`
  let current = ''
  let rest = ''
  const decoder = new StringDecoder('utf8')
  const take = (token: string): boolean => {
    if (token.startsWith('\x01')) {
      current = token.slice(1)
      return true
    }
    const path = token.replace(/^\n/, '')
    if (path === '' || !path.startsWith(prefix)) return true
    const name = path.slice(prefix.length).split('/')[0] ?? ''
    if (wanted.has(name) && !found.has(name)) found.set(name, current)
    return found.size < wanted.size
  }
  const args = ['log', '-c', '--name-only', '-z', '--format=%x01%H', commit, '--']
  if (dir !== '') args.push(dir)
  await gitStream(repo, args, chunk => {
    const tokens = (rest + decoder.write(chunk)).split('\0')
    rest = tokens.pop() ?? ''
    return tokens.every(take)
  })
  if (rest !== '' && found.size < wanted.size) take(rest)
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '')
  cache.set(key, found)
  return found
}
