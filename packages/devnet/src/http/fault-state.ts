/** Misbehaviour switched on by tests and the devnet control endpoint. */
export interface Fault {
  /** Every request waits this long before being handled. */
  readonly latencyMs?: number
  /** Fraction (0..1) of requests answered with HTTP 500. */
  readonly errorRate?: number
  /** Connections are closed as soon as they open; requests never get a response. */
  readonly down?: boolean
  /** A storage provider stops answering proof-of-storage challenges (and stays jailed). */
  readonly missChallenges?: boolean
  /** A storage provider serves altered file bytes and listings (git objects stay honest). */
  readonly tamper?: boolean
  /** A storage provider serves altered Git LFS objects (same length; pointers stay honest). */
  readonly tamperLfs?: boolean
}

export interface FaultState {
  latencyMs: number
  errorRate: number
  down: boolean
  /** Present (true) only while a provider misses challenges. */
  missChallenges?: true
  /** Present (true) only while a provider serves tampered content. */
  tamper?: true
  /** Present (true) only while a provider serves tampered LFS objects. */
  tamperLfs?: true
}

export const NO_FAULT: FaultState = { latencyMs: 0, errorRate: 0, down: false }
/** Clears every fault, including a provider's missed challenges. */
export const CLEAR_FAULTS: Fault = {
  ...NO_FAULT,
  missChallenges: false,
  tamper: false,
  tamperLfs: false,
}

/** Applies a partial change; a field left out keeps its value, `{}` keeps everything. */
export function applyFault(state: FaultState, fault: Fault): FaultState {
  const errorRate = fault.errorRate ?? state.errorRate
  const latencyMs = fault.latencyMs ?? state.latencyMs
  if (!(errorRate >= 0 && errorRate <= 1)) throw new Error('errorRate must be between 0 and 1')
  if (!(latencyMs >= 0 && latencyMs <= 600_000)) throw new Error('latencyMs must be 0..600000')
  const missChallenges = fault.missChallenges ?? state.missChallenges ?? false
  const tamper = fault.tamper ?? state.tamper ?? false
  const tamperLfs = fault.tamperLfs ?? state.tamperLfs ?? false
  return {
    latencyMs,
    errorRate,
    down: fault.down ?? state.down,
    ...(missChallenges ? { missChallenges: true as const } : {}),
    ...(tamper ? { tamper: true as const } : {}),
    ...(tamperLfs ? { tamperLfs: true as const } : {}),
  }
}

export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise(resolve => setTimeout(resolve, ms)) : Promise.resolve()
}
