/* Provider JSON → domain values for content.ts: commits, people, Go dates, base64. */
import type { CommitWire } from './wire.ts'
import type { Commit, DiffChange, GitPerson } from './types.ts'

const DIFF_CHANGES: readonly string[] = ['MODIFY', 'ADD', 'DELETE', 'RENAME', 'BINARY', 'EMPTY']
export const isDiffChange = (value: string): value is DiffChange => DIFF_CHANGES.includes(value)

export function toCommit(wire: CommitWire): Commit {
  return {
    sha: wire.id,
    title: wire.title,
    body: wire.message.trim(),
    author: toPerson(wire.author),
    committer: toPerson(wire.committer),
    committedAt: new Date(wire.created_at * 1000),
    treeSha: wire.tree,
    parentShas: wire.parent_ids,
  }
}

function toPerson(wire: { name: string; email: string; date: string }): GitPerson {
  return { name: wire.name, email: wire.email, date: parseGoDate(wire.date) }
}

/**
 * Go's default time text, `2024-05-01 10:20:30 +0530 +0530` (the unnamed zone printed twice),
 * or RFC 3339. Anything else is null rather than a wrong date.
 */
export function parseGoDate(text: string): Date | null {
  const go = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.\d+)? ([+-])(\d{2})(\d{2})\b/.exec(text)
  const iso = go ? `${go[1]}T${go[2]}${go[3]}${go[4]}:${go[5]}` : text
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : new Date(time)
}

/** Base64 → bytes without Node's Buffer (runs in the browser). */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
