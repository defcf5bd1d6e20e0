import * as z from 'zod/mini'
import { STORAGE_KEYS } from '../constants.ts'
import { nearlyAsFast } from '../nearly-as-fast.ts'
import type { StorageProviderInfo } from '../modules/storage/queries.ts'
import {
  isProviderFailure,
  selectStorageProvider,
  type ProviderSelection,
  type SelectionInput,
} from './selection.ts'

/** Where the chosen provider is remembered between visits (`storageProviderInfo`, docs/client-rules.md#constants). */
export interface SavedProviderStore {
  load(): StorageProviderInfo | null
  save(provider: StorageProviderInfo): void
}

const STORAGE_PROVIDER_KEY = STORAGE_KEYS.storageProviderInfo

const savedShape = z.object({ creator: z.string(), api_url: z.string(), moniker: z.string() })

/** The localStorage form: the chain's field names (creator, api_url, moniker). */
export function localStorageProviderStore(storage: Storage): SavedProviderStore {
  return {
    load() {
      try {
        const parsed = savedShape.safeParse(JSON.parse(storage.getItem(STORAGE_PROVIDER_KEY) ?? ''))
        if (!parsed.success) return null
        return {
          creator: parsed.data.creator,
          apiUrl: parsed.data.api_url,
          moniker: parsed.data.moniker,
        }
      } catch {
        return null
      }
    },
    save(provider) {
      try {
        storage.setItem(
          STORAGE_PROVIDER_KEY,
          JSON.stringify({
            creator: provider.creator,
            api_url: provider.apiUrl,
            moniker: provider.moniker,
          }),
        )
      } catch {
        // Storage full or denied: the choice just isn't remembered.
      }
    },
  }
}

export class NoStorageProviderError extends Error {
  override readonly name = 'NoStorageProviderError'
}

export interface StorageProviderSessionOptions extends Omit<SelectionInput, 'saved' | 'avoid'> {
  readonly store: SavedProviderStore
  /** How long one content read waits for a provider before choosing another (default 8 s). */
  readonly readTimeoutMs?: number
}

/** What every provider content read is given: the caller's abort signal and the time limit. */
export interface ProviderReadOptions {
  readonly signal: AbortSignal
  readonly timeoutMs: number
}

const READ_TIMEOUT_MS = 8_000

/**
 * The provider in use for this page session: chosen once (docs/client-rules.md#storage-provider-selection), remembered, and chosen again
 * when it fails mid-session. Every content read goes through `run`.
 */
export class StorageProviderSession {
  readonly #options: StorageProviderSessionOptions
  readonly #failed = new Set<string>()
  #selection: Promise<ProviderSelection> | null = null
  /** While the first choice is being made: the provider likeliest to be chosen (early reads). */
  #likely: Promise<StorageProviderInfo | null> | null = null
  readonly #listeners = new Set<(selection: ProviderSelection) => void>()

  constructor(options: StorageProviderSessionOptions) {
    this.#options = options
  }

  /** The current choice, selecting on first use. */
  selection(): Promise<ProviderSelection> {
    this.#selection ??= this.#select()
    return this.#selection
  }

  /** The chosen provider, or a NoStorageProviderError with the reason. */
  async provider(): Promise<StorageProviderInfo> {
    const selection = await this.selection()
    if (!selection.provider) throw new NoStorageProviderError(selection.message)
    return selection.provider
  }

  /**
   * Runs a read against the chosen provider. When the provider fails (unreachable, timeout,
   * 5xx), it is set aside for the session, another one is chosen and the read is retried there.
   */
  async run<T>(read: (provider: StorageProviderInfo) => Promise<T>): Promise<T> {
    let provider = await this.provider()
    for (let attempt = 0; ; attempt++) {
      try {
        return await read(provider)
      } catch (error) {
        if (!isProviderFailure(error) || attempt >= 2) throw error
        const next = await this.reportFailure(provider)
        if (!next || next.creator === provider.creator) throw error
        provider = next
      }
    }
  }

  /**
   * Runs a read against one named provider (the one that prepared a merge, say), whichever is in
   * use. If it fails or serves bytes that do not match, it is set aside for the session like a
   * failing chosen provider, and the error is thrown.
   */
  async runOn<T>(creator: string, read: (provider: StorageProviderInfo) => Promise<T>): Promise<T> {
    const provider = (await this.#options.listActive()).find(p => p.creator === creator)
    if (!provider) throw new NoStorageProviderError(`storage provider ${creator} is not active`)
    try {
      return await read(provider)
    } catch (error) {
      if (isProviderFailure(error)) await this.reportFailure(provider)
      throw error
    }
  }

  /** `run` with the session's time limit and the caller's signal handed to the read. */
  read<T>(
    read: (provider: StorageProviderInfo, options: ProviderReadOptions) => Promise<T>,
    signal: AbortSignal,
  ): Promise<T> {
    const options = { signal, timeoutMs: this.#options.readTimeoutMs ?? READ_TIMEOUT_MS }
    if (this.#likely) return this.#readEarly(this.#likely, read, options)
    return this.run(provider => read(provider, options))
  }

  /**
   * A read while the first choice is still being made, so that choosing is not a round trip in
   * front of the first content (docs/performance.md). Once the chain has listed the active providers, the read goes
   * to the likeliest one (the saved one, else the first listed), in parallel with the latency
   * probes. Its answer is kept if that provider is chosen, if it has answered by the time the
   * choice is made (it is then used as soon as it arrives), or if its probe was nearly as fast as
   * the chosen one's (content is checked against git ids whichever provider serves it);
   * otherwise it is aborted and the read goes to the chosen provider.
   */
  async #readEarly<T>(
    likely: Promise<StorageProviderInfo | null>,
    read: (provider: StorageProviderInfo, options: ProviderReadOptions) => Promise<T>,
    options: ProviderReadOptions,
  ): Promise<T> {
    const provider = await likely
    if (!provider || !this.#likely) return this.run(chosen => read(chosen, options))
    const stop = new AbortController()
    let answered = false
    const answer = read(provider, {
      ...options,
      signal: AbortSignal.any([options.signal, stop.signal]),
    })
      .then(
        value => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      )
      .finally(() => (answered = true))
    // An answer in before the choice is kept whatever the choice, so it is handed over at once: a
    // slow probe (up to its 3 s limit) never holds content that has arrived.
    const choice = this.selection()
    const first = await Promise.race([answer, choice])
    if ('ok' in first && first.ok) return first.value
    const selection = await choice
    const chosen = selection.provider?.creator === provider.creator
    if (chosen || answered || nearlyAsFastAsChosen(selection, provider)) {
      const result = await answer
      if (result.ok) return result.value
      if (chosen && !isProviderFailure(result.error)) throw result.error
    }
    stop.abort()
    return this.run(other => read(other, options))
  }

  /** Sets a provider aside and chooses again (unless another read already did). */
  async reportFailure(provider: StorageProviderInfo): Promise<StorageProviderInfo | null> {
    const current = await this.selection()
    if (!this.#failed.has(provider.creator)) {
      this.#failed.add(provider.creator)
      if (current.provider?.creator === provider.creator) this.#selection = this.#select()
    }
    return (await this.selection()).provider
  }

  /** Uses this provider from now on and remembers it (pinned on the network page). */
  pin(provider: StorageProviderInfo): void {
    this.#likely = null
    this.#failed.delete(provider.creator)
    this.#options.store.save(provider)
    const selection: ProviderSelection = { provider, reason: 'saved', latencies: new Map() }
    this.#selection = Promise.resolve(selection)
    for (const listener of this.#listeners) listener(selection)
  }

  subscribe(listener: (selection: ProviderSelection) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  async #select(): Promise<ProviderSelection> {
    const saved = this.#options.store.load()
    const active = this.#options.listActive()
    const first = this.#selection === null
    if (first) {
      this.#likely = active.then(
        list => list.find(p => p.creator === saved?.creator) ?? list[0] ?? null,
        () => null,
      )
    }
    const selection = await selectStorageProvider({
      ...this.#options,
      listActive: () => active,
      saved,
      avoid: this.#failed,
    }).finally(() => {
      if (first) this.#likely = null
    })
    if (selection.provider) this.#options.store.save(selection.provider)
    for (const listener of this.#listeners) listener(selection)
    return selection
  }
}

/** An early read to `provider` is worth waiting for if its probe was nearly as fast as the chosen one's. */
function nearlyAsFastAsChosen(
  selection: ProviderSelection,
  provider: StorageProviderInfo,
): boolean {
  if (!selection.provider) return false
  const best = selection.latencies.get(selection.provider.creator)
  const mine = selection.latencies.get(provider.creator)
  return best !== undefined && mine !== undefined && nearlyAsFast(mine, best)
}
