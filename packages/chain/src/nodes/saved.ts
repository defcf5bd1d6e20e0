import * as z from 'zod/mini'
import { builtOnFirstUse } from '../built-on-first-use.ts'
import { STORAGE_KEYS } from '../constants.ts'
import type { ChainProvider } from '../networks.ts'

/**
 * What the client keeps between visits (docs/client-rules.md#constants): the chosen provider under `providerInfo` and
 * the endpoints that worked under `workingEndpoints` (a de-duplicated list of URLs).
 */
const PROVIDER_INFO_KEY = STORAGE_KEYS.providerInfo
const WORKING_ENDPOINTS_KEY = STORAGE_KEYS.workingEndpoints

export interface SavedChoice {
  /** The provider of the REST endpoint (or "Custom"). */
  readonly name: string
  readonly apiEndpoint: string
  readonly rpcEndpoint: string
  /** Picked by hand on the network page: kept until changed, never replaced automatically. */
  readonly manual: boolean
  /** The chain id it was checked against, so another network's choice is never reused. */
  readonly chainId: string
  /** When a node last proved it (ms since 1970): a recent check is trusted without probing. */
  readonly checkedAt?: number | undefined
}

/** A saved choice that a node proved this recently is used without any probe. */
export const FRESH_CHOICE_MS = 5 * 60_000

export function isRecent(saved: SavedChoice, now: number): boolean {
  const age = now - (saved.checkedAt ?? 0)
  return age >= 0 && age < FRESH_CHOICE_MS
}

/** The providers, with a node picked by hand that is not among them (a custom one). */
export function withSavedCustom(
  providers: readonly ChainProvider[],
  saved: SavedChoice | null,
): ChainProvider[] {
  const known = providers.some(p => p.apiEndpoint === saved?.apiEndpoint)
  if (!saved?.manual || known) return [...providers]
  const { name, apiEndpoint, rpcEndpoint } = saved
  return [...providers, { name, apiEndpoint, rpcEndpoint }]
}

// Most first visits have no saved choice to read.
const choiceShape = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    apiEndpoint: z.string(),
    rpcEndpoint: z.string(),
    manual: z._default(z.boolean(), false),
    chainId: z._default(z.string(), ''),
    checkedAt: z.optional(z.number()),
  }),
)

/** The part of Web Storage used here (the chain package also runs in Node, without the DOM). */
export interface StringStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface NodeStore {
  loadChoice(): SavedChoice | null
  saveChoice(choice: SavedChoice | null): void
  loadWorking(): string[]
  saveWorking(urls: readonly string[]): void
}

function read(storage: StringStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function write(storage: StringStorage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or denied: the choice just isn't remembered.
  }
}

/**
 * The store in Web Storage. Another chain's nodes (an IBC counterparty) keep theirs under a
 * `namespace` (`<namespace>:providerInfo`), apart from Gitopia's.
 */
export function localNodeStore(storage: StringStorage, namespace?: string): NodeStore {
  const key = (name: string) => (namespace ? `${namespace}:${name}` : name)
  return {
    loadChoice() {
      const saved = read(storage, key(PROVIDER_INFO_KEY))
      if (saved === null) return null
      const parsed = choiceShape().safeParse(saved)
      return parsed.success ? parsed.data : null
    },
    saveChoice: choice => write(storage, key(PROVIDER_INFO_KEY), choice),
    loadWorking() {
      const value = read(storage, key(WORKING_ENDPOINTS_KEY))
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
    },
    saveWorking: urls => write(storage, key(WORKING_ENDPOINTS_KEY), urls),
  }
}

/** In memory, for tests and for pages without storage. */
export function memoryNodeStore(): NodeStore {
  let choice: SavedChoice | null = null
  let working: string[] = []
  return {
    loadChoice: () => choice,
    saveChoice: next => (choice = next),
    loadWorking: () => [...working],
    saveWorking: urls => (working = [...urls]),
  }
}
