import { nearlyAsFast } from '../nearly-as-fast.ts'
import type { ChainProvider } from '../networks.ts'
import { fastestHealthy, judgeProbes, type EndpointKind, type ProbeResult } from './health.ts'
import { earlyRead } from './early.ts'
import { endpointAttempt } from './endpoint-attempt.ts'
import { AllEndpointsFailed, hedged, hedgeDelayMs } from './hedge.ts'
import { probeCustom, probeRest, type NodeSend } from './probe.ts'
import { probeRound } from './probe-round.ts'
import { isRecent, withSavedCustom, type NodeStore, type SavedChoice } from './saved.ts'
import {
  endpointStatuses,
  NoNodeReachableError,
  smooth,
  unknownStatus,
  type EndpointStatus,
  type NodePoolSnapshot,
} from './status.ts'
import { candidateOrder, withoutWorking, withWorking } from './working-list.ts'

export interface NodePoolOptions {
  readonly chainId: string
  readonly providers: readonly ChainProvider[]
  readonly store: NodeStore
  readonly send?: NodeSend
  /** How often to look again while no node answers (ms). */
  readonly recoveryIntervalMs?: number
  /** The clock that dates a saved choice (tests move it). */
  readonly now?: () => number
}

/** A read that succeeds re-dates the saved choice at most this often (one storage write). */
const RECHECK_WRITE_MS = 60_000

export const CUSTOM_PROVIDER_NAME = 'Custom'

/**
 * The chain nodes the client talks to (docs/client-rules.md#endpoint-health): probes REST
 * endpoints (one request each), keeps the fastest healthy one and the working list, fails reads
 * over with hedging and watches for recovery; RPC endpoints are probed at the first RPC request.
 * A choice proved in the last minutes is reused without a probe.
 */
export class NodePool {
  readonly #options: NodePoolOptions
  readonly #send: NodeSend
  #providers: ChainProvider[]
  readonly #status = new Map<string, EndpointStatus>()
  readonly #failed = new Set<string>()
  readonly #listeners = new Set<() => void>()
  #current: Record<EndpointKind, string | null> = { rest: null, rpc: null }
  #working: string[]
  #manual = false
  #phase: NodePoolSnapshot['phase'] = 'starting'
  #tried: string[] = []
  #snapshot: NodePoolSnapshot
  #ready: Promise<void> | null = null
  #recovery: ReturnType<typeof setInterval> | undefined
  #checkedAt = 0
  #rpcProbed = false

  constructor(options: NodePoolOptions) {
    this.#options = options
    this.#send = options.send ?? ((url, init) => globalThis.fetch(url, init))
    this.#working = options.store.loadWorking()
    this.#providers = withSavedCustom(options.providers, this.#savedChoice())
    this.#snapshot = this.#makeSnapshot()
  }

  get chainId(): string {
    return this.#options.chainId
  }

  snapshot(): NodePoolSnapshot {
    return this.#snapshot
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Resolves once a first choice is made (or every node failed). */
  ready(): Promise<void> {
    this.#ready ??= this.#start()
    return this.#ready
  }

  #now(): number {
    return (this.#options.now ?? Date.now)()
  }

  async #start(): Promise<void> {
    const saved = this.#savedChoice()
    if (saved && this.#useRecent(saved)) return
    if (saved && (await this.#reuse(saved))) return
    await this.probeAll()
  }

  /** A recently proved choice is used as is: no node hears from this visit. */
  #useRecent(saved: SavedChoice): boolean {
    if (!isRecent(saved, this.#now())) return false
    this.#manual = saved.manual
    this.#checkedAt = saved.checkedAt ?? 0
    this.#current = { rest: saved.apiEndpoint, rpc: saved.rpcEndpoint }
    this.#setPhase('ready')
    return true
  }

  /** The saved choice for this chain; one of a node no provider names only if picked by hand. */
  #savedChoice(): SavedChoice | null {
    const saved = this.#options.store.loadChoice()
    const listed = this.#options.providers.some(p => p.apiEndpoint === saved?.apiEndpoint)
    return saved?.chainId === this.#options.chainId && (saved.manual || listed) ? saved : null
  }

  /** An older saved choice whose REST node still answers is used without probing the others. */
  async #reuse(saved: SavedChoice): Promise<boolean> {
    const rest = await probeRest(this.#send, saved.apiEndpoint)
    const restHealth = this.#record([{ url: saved.apiEndpoint, result: rest }], 'rest')[0]
    // A node chosen by hand is kept while it is down, but never once it serves another chain.
    const otherChain = rest.ok && rest.chainId !== this.#options.chainId
    const keep = saved.manual && !otherChain
    if (!keep && !restHealth?.healthy) return false
    this.#manual = keep
    this.#current = { rest: saved.apiEndpoint, rpc: saved.rpcEndpoint }
    if (restHealth?.healthy) this.#checkedAt = this.#now()
    this.#saveChoice()
    this.#setPhase(restHealth?.healthy || keep ? 'ready' : 'unreachable')
    return true
  }

  /**
   * Probes every REST endpoint in parallel (and every RPC endpoint with `rpc`, as the network
   * page asks) and chooses the fastest healthy ones. Decides once all answered, or shortly after
   * healthy ones did (a slow node does not hold up the start); later answers still update the
   * statuses. Without RPC probes the chosen REST node's own RPC endpoint is used.
   */
  async probeAll(options: { readonly rpc?: boolean } = {}): Promise<void> {
    const kinds: EndpointKind[] = options.rpc ? ['rest', 'rpc'] : ['rest']
    if (options.rpc) this.#rpcProbed = true
    const judged = await this.#probe(kinds)
    const chosen = {
      rest: fastestHealthy(judged.rest)?.url ?? null,
      rpc: options.rpc ? (fastestHealthy(judged.rpc)?.url ?? null) : null,
    }
    if (!this.#manual) {
      const sibling = this.#providers.find(p => p.apiEndpoint === chosen.rest)?.rpcEndpoint
      this.#current = { rest: chosen.rest, rpc: chosen.rpc ?? sibling ?? this.#current.rpc }
    }
    if (chosen.rest) this.#checkedAt = this.#now()
    this.#saveChoice()
    this.#tried = this.#providers.map(p => p.name)
    this.#setPhase(chosen.rest ? 'ready' : 'unreachable')
  }

  #probe(kinds: readonly EndpointKind[]) {
    return probeRound(this.#send, this.#providers, kinds, this.#options.chainId, (probed, kind) =>
      this.#record(probed, kind),
    )
  }

  /** The first RPC request starts one probe per RPC endpoint; the one in use stays unless unfit. */
  #probeRpcOnce(): void {
    if (this.#rpcProbed) return
    this.#rpcProbed = true
    void this.#probe(['rpc']).then(judged => {
      const fastest = fastestHealthy(judged.rpc)?.url
      const current = this.#current.rpc
      if (this.#manual || !fastest || (current && this.#status.get(current)?.healthy)) return
      this.#current = { ...this.#current, rpc: fastest }
      this.#saveChoice()
      this.#changed()
    })
  }

  /** Judges probes of one kind, updates statuses and the working list. */
  #record(probes: { url: string; result: ProbeResult }[], kind: EndpointKind) {
    const judged = judgeProbes(probes, kind, this.#options.chainId)
    for (const health of judged) {
      const previous = this.#status.get(health.url)?.latencyMs ?? null
      this.#setStatus(health.url, kind, {
        latencyMs: smooth(previous, health.latencyMs),
        healthy: health.healthy,
        problem: health.problem,
        height: health.height,
      })
      if (health.healthy) {
        this.#failed.delete(health.url)
        this.#working = withWorking(this.#working, health.url)
      } else {
        this.#failed.add(health.url)
        this.#working = withoutWorking(this.#working, health.url)
      }
    }
    this.#options.store.saveWorking(this.#working)
    this.#changed()
    return judged
  }

  #setStatus(url: string, kind: EndpointKind, patch: Partial<EndpointStatus>) {
    const name = this.#providerOf(url)?.name ?? CUSTOM_PROVIDER_NAME
    this.#status.set(url, {
      ...(this.#status.get(url) ?? unknownStatus(url, kind, name)),
      ...patch,
    })
  }

  #providerOf(url: string): ChainProvider | undefined {
    return this.#providers.find(p => p.apiEndpoint === url || p.rpcEndpoint === url)
  }

  #latency(url: string): number {
    return this.#status.get(url)?.latencyMs ?? Number.MAX_SAFE_INTEGER
  }

  #candidates(kind: EndpointKind): string[] {
    return candidateOrder({
      current: this.#current[kind],
      known: this.#providers.map(p => (kind === 'rest' ? p.apiEndpoint : p.rpcEndpoint)),
      working: this.#working,
      failed: this.#failed,
      latency: url => this.#latency(url),
    })
  }

  /**
   * Sends a request to the best endpoint of a kind, failing over to the next on a network error,
   * a timeout or an unwell status, hedged when `idempotent`. `path` is appended to the endpoint.
   */
  async request(
    kind: EndpointKind,
    path: string,
    init: RequestInit,
    idempotent: boolean,
  ): Promise<Response> {
    if (idempotent && this.#phase === 'starting') {
      const early = await this.#early(kind, path, init)
      if (early) return early
    }
    await this.ready()
    const outer = init.signal ?? undefined
    const answered = hedged(this.#candidates(kind), endpointAttempt(this.#send, path, init), {
      hedge: idempotent,
      signal: outer,
      delayFor: url => hedgeDelayMs(this.#status.get(url)?.latencyMs ?? Number.NaN),
      onFailure: (url, failure) => this.#fail(kind, url, failure.reason),
      onWin: (url, elapsed, outrun) => this.#win(kind, url, elapsed, outrun),
    })
    // The request is out first; probing the other RPC endpoints must not delay it.
    if (kind === 'rpc') this.#probeRpcOnce()
    try {
      return await answered
    } catch (error) {
      if (!(error instanceof AllEndpointsFailed)) throw error
      this.#tried = this.#providers.map(p => p.name)
      if (kind === 'rest') this.#setPhase('unreachable')
      throw new NoNodeReachableError(path, this.#tried)
    }
  }

  /** Before a node is chosen, a read goes out at once to the likeliest one (early.ts). */
  #early(kind: EndpointKind, path: string, init: RequestInit): Promise<Response | null> {
    const saved = this.#savedChoice()
    const url =
      saved?.[kind === 'rest' ? 'apiEndpoint' : 'rpcEndpoint'] ?? this.#candidates(kind)[0]
    if (!url) return Promise.resolve(null)
    return earlyRead(this.#send, url, path, init, this.ready(), {
      inUse: () => this.#current[kind] === url,
      healthy: () => !!this.#status.get(url)?.healthy,
      nearlyAsFast: () => {
        const chosen = this.#current[kind]
        return chosen !== null && nearlyAsFast(this.#latency(url), this.#latency(chosen))
      },
    })
  }

  #fail(kind: EndpointKind, url: string, problem: string) {
    this.#failed.add(url)
    this.#working = withoutWorking(this.#working, url)
    this.#options.store.saveWorking(this.#working)
    this.#setStatus(url, kind, { healthy: false, problem: `It ${problem}` })
    this.#changed()
  }

  #win(kind: EndpointKind, url: string, elapsedMs: number, outrun: readonly string[]) {
    const status = this.#status.get(url)
    const wasFailed = this.#failed.delete(url)
    if (!this.#working.includes(url)) {
      this.#working = withWorking(this.#working, url)
      this.#options.store.saveWorking(this.#working)
    }
    this.#setStatus(url, kind, {
      latencyMs: smooth(status?.latencyMs ?? null, elapsedMs),
      healthy: true,
      problem: null,
    })
    const current = this.#current[kind]
    // The endpoint in use failed or was outrun by this one: this one is used from now on
    // (never instead of a node picked by hand).
    if (
      !this.#manual &&
      current !== url &&
      (current === null || this.#failed.has(current) || outrun.includes(current))
    ) {
      this.#current = { ...this.#current, [kind]: url }
      this.#saveChoice()
    }
    if (kind === 'rest' && this.#now() - this.#checkedAt > RECHECK_WRITE_MS) {
      this.#checkedAt = this.#now()
      this.#saveChoice()
    }
    if (kind === 'rest' && (this.#phase !== 'ready' || wasFailed)) this.#setPhase('ready')
    else this.#changed()
  }

  #saveChoice() {
    const { rest, rpc } = this.#current
    if (!rest || !rpc) return
    this.#options.store.saveChoice({
      name: this.#providerOf(rest)?.name ?? CUSTOM_PROVIDER_NAME,
      apiEndpoint: rest,
      rpcEndpoint: rpc,
      manual: this.#manual,
      chainId: this.#options.chainId,
      ...(this.#checkedAt > 0 ? { checkedAt: this.#checkedAt } : {}),
    })
  }

  /** Uses one provider by hand (kept across visits until changed). */
  select(name: string): void {
    const provider = this.#providers.find(p => p.name === name)
    if (!provider) throw new Error(`Unknown node provider "${name}"`)
    this.#manual = true
    this.#failed.delete(provider.apiEndpoint)
    this.#failed.delete(provider.rpcEndpoint)
    this.#current = { rest: provider.apiEndpoint, rpc: provider.rpcEndpoint }
    this.#saveChoice()
    this.#setPhase('ready')
  }

  /**
   * Adds an endpoint pair after probing it: refused when it cannot be reached or serves another
   * chain; otherwise used by hand.
   */
  async addCustom(apiEndpoint: string, rpcEndpoint: string): Promise<void> {
    const [rest, rpc] = await probeCustom(this.#send, apiEndpoint, rpcEndpoint, this.chainId)
    this.#providers = [
      ...this.#providers.filter(p => p.name !== CUSTOM_PROVIDER_NAME),
      { name: CUSTOM_PROVIDER_NAME, apiEndpoint, rpcEndpoint },
    ]
    this.#record([{ url: apiEndpoint, result: rest }], 'rest')
    this.#record([{ url: rpcEndpoint, result: rpc }], 'rpc')
    this.select(CUSTOM_PROVIDER_NAME)
  }

  /** Back to choosing automatically: forgets the saved choice and probes again. */
  async resetAutomatic(): Promise<void> {
    this.#manual = false
    this.#failed.clear()
    this.#options.store.saveChoice(null)
    await this.probeAll({ rpc: true })
  }

  #setPhase(phase: NodePoolSnapshot['phase']) {
    this.#phase = phase
    if (phase === 'unreachable' && !this.#recovery) {
      this.#recovery = setInterval(
        () => void this.probeAll(),
        this.#options.recoveryIntervalMs ?? 3_000,
      )
    } else if (phase !== 'unreachable' && this.#recovery) {
      clearInterval(this.#recovery)
      this.#recovery = undefined
    }
    this.#changed()
  }

  #makeSnapshot(): NodePoolSnapshot {
    return {
      providers: [...this.#providers],
      endpoints: endpointStatuses(this.#providers, this.#status),
      rest: this.#current.rest,
      rpc: this.#current.rpc,
      working: [...this.#working],
      manual: this.#manual,
      phase: this.#phase,
      tried: [...this.#tried],
    }
  }

  #changed() {
    this.#snapshot = this.#makeSnapshot()
    for (const listener of this.#listeners) listener()
  }

  /** Stops the recovery timer (tests, or a page being torn down). */
  close(): void {
    clearInterval(this.#recovery)
    this.#recovery = undefined
  }
}
