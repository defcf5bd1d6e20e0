import { checkRepositoryName, sanitizeRepositoryName } from '@gitopia-client/chain'
import type { Repository } from '@gitopia-client/chain/gitopia'

export type NameStatus =
  | { readonly state: 'empty' }
  | { readonly state: 'invalid'; readonly message: string }
  | { readonly state: 'checking' }
  | { readonly state: 'taken'; readonly message: string }
  | { readonly state: 'available'; readonly message: string }

/**
 * What becomes of a typed name: sanitized like GitHub, checked against the chain's rules, then
 * against the owner's repositories (names are unique per owner, ignoring case).
 */
export function nameStatus(
  typed: string,
  existing: readonly Repository[] | undefined,
): { readonly name: string; readonly status: NameStatus } {
  const name = sanitizeRepositoryName(typed)
  if (name === '') return { name, status: { state: 'empty' } }
  const check = checkRepositoryName(name)
  if (!check.ok) return { name, status: { state: 'invalid', message: check.message } }
  if (!existing) return { name, status: { state: 'checking' } }
  const lower = name.toLowerCase()
  if (existing.some(repository => repository.name.toLowerCase() === lower)) {
    return {
      name,
      status: { state: 'taken', message: `The repository ${name} already exists on this account.` },
    }
  }
  return { name, status: { state: 'available', message: `${name} is available.` } }
}
