import * as z from 'zod/mini'
import { HttpError } from '../../rest/fetcher.ts'
import type { Page } from './paging.ts'
import { getGitopia, getGitopiaPage, gitopiaPath, type ListOptions } from './request.ts'
import { ownerType, type OwnerType } from './wire.ts'

const whoisWire = z.object({ name: z.string(), address: z.string(), ownerType })

export interface Whois {
  /** Lower-cased, as the registry keeps it. */
  readonly name: string
  readonly address: string
  readonly ownerType: OwnerType
}

/** A user or DAO name → its address and kind. Whois keys are lower-case (docs/protocol.md#gitopia-routes). */
export async function getWhois(api: string, name: string, options?: ListOptions): Promise<Whois> {
  const path = gitopiaPath('whois', name.toLowerCase())
  return (await getGitopia(api, path, z.object({ Whois: whoisWire }), options)).Whois
}

/** Every registered user and DAO name (the whois registry), in key (name) order. */
export function listWhois(api: string, options?: ListOptions): Promise<Page<Whois>> {
  return getGitopiaPage(api, gitopiaPath('whois'), 'Whois', whoisWire, options)
}

/**
 * Whether a failed lookup means "there is no such thing" rather than "the node is unwell". The
 * gateway answers an unknown owner with 404 and an unknown key (repository, ref, release) with
 * 500 `key not found` (docs/protocol.md#errors); both mean absent.
 */
export function isNotFoundError(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false
  if (error.status === 404) return true
  return error.status === 500 && /not found|does not exist/i.test(error.serverMessage ?? '')
}

/** What `read` gives, or null when the node has no such record ({@link isNotFoundError}). */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (isNotFoundError(error)) return null
    throw error
  }
}

/**
 * The name an owner address goes by (a username or DAO name), for links and headings; the
 * address itself when the user never chose a username.
 */
export async function getOwnerName(
  api: string,
  address: string,
  type: OwnerType,
  options?: ListOptions,
): Promise<string> {
  if (type === 'DAO') {
    const schema = z.object({ dao: z.object({ name: z.string() }) })
    return (await getGitopia(api, gitopiaPath('dao', address), schema, options)).dao.name || address
  }
  const schema = z.object({ User: z.object({ username: z._default(z.string(), '') }) })
  const body = await getGitopia(api, gitopiaPath('user', address), schema, options)
  return body.User.username || address
}
