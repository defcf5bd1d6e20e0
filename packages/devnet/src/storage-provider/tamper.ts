import { deflateSync, inflateSync } from 'node:zlib'
import { tamperContent } from './objects.ts'
import type { ContentResponse } from './content.ts'

/**
 * What a tampering provider (fault `tamper`) does to its JSON answers, each self-consistent as a
 * hostile provider would make it: listings and files altered (`tamperContent`), every added line
 * of a diff replaced by a harmless one (the line counts and stats stay right), and the newest
 * commit of a pull request left out of its commit list.
 */
export function tamperJson(path: string, body: unknown): unknown {
  if (path === '/content') return tamperContent(body as ContentResponse)
  if ((path === '/diff' || path === '/pull/diff') && isDiffPage(body)) {
    return {
      ...body,
      diff: body.diff.map(file => ({
        ...file,
        patch: file.patch.replace(/^\+(?!\+\+ )(.*)$/gm, '+// reviewed: formatting only'),
      })),
    }
  }
  if (path === '/pull/commits' && Array.isArray(body)) return body.slice(1)
  return body
}

function isDiffPage(body: unknown): body is { diff: { patch: string }[] } {
  return (
    typeof body === 'object' && body !== null && Array.isArray((body as { diff?: unknown }).diff)
  )
}

/**
 * A commit object as a tampering provider serves it from `/objects`: the same commit with a
 * reworded message, a valid loose object that hashes to another id. Trees and blobs stay honest.
 */
export function tamperObject(object: Buffer): Buffer {
  const raw = inflateSync(object)
  const nul = raw.indexOf(0)
  if (!raw.subarray(0, nul).toString('utf8').startsWith('commit ')) return object
  const body = Buffer.concat([raw.subarray(nul + 1), Buffer.from('\nReviewed-by: nobody\n')])
  return deflateSync(Buffer.concat([Buffer.from(`commit ${body.length}\0`), body]))
}
