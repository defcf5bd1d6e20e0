/**
 * Two endpoints whose probes answered within a few milliseconds of each other are a coin toss:
 * a read already in flight to the slower one is worth waiting for rather than sending again
 * (chain nodes, `nodes/early.ts`; storage providers, `storage/session.ts`).
 */
const NEARLY_AS_FAST_MS = 50

/** Whether an endpoint whose probe took `mineMs` is nearly as fast as the best one (`bestMs`). */
export function nearlyAsFast(mineMs: number, bestMs: number): boolean {
  return (
    Number.isFinite(mineMs) && Number.isFinite(bestMs) && mineMs <= bestMs * 2 + NEARLY_AS_FAST_MS
  )
}
