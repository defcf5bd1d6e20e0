import type { Fault } from '../../packages/devnet/src/http/fault-state.ts'
import type { StackUrls } from '../fixtures.ts'

/*
 * The devnet's fault control (README "Fault controls"): a target (`node-N`, `rest`, `rpc`,
 * `provider-N`, …) answers slowly, fails, goes down or, for a storage provider, lies.
 */

type Control = Pick<StackUrls, 'control'>

/** Changes `target`'s faults; a field left out keeps its value. */
export const setFault = (stack: Control, target: string, fault: Fault) =>
  fetch(stack.control, { method: 'POST', body: JSON.stringify({ target, ...fault }) })

/** Clears every fault of every target. */
export const resetFaults = (stack: Control) => fetch(`${stack.control}/reset`, { method: 'POST' })

/** Sets `faults` (target → fault), one target after the other in the order given. */
export async function setFaults(
  stack: Control,
  faults: Readonly<Record<string, Fault>>,
): Promise<void> {
  for (const [target, fault] of Object.entries(faults)) await setFault(stack, target, fault)
}

/** Sets `faults` (`setFaults`), runs `body`, and clears every fault after, however `body` ends. */
export async function withFaults<T>(
  stack: Control,
  faults: Readonly<Record<string, Fault>>,
  body: () => Promise<T>,
): Promise<T> {
  try {
    await setFaults(stack, faults)
    return await body()
  } finally {
    await resetFaults(stack)
  }
}

/**
 * Storage provider faults where provider-1 lies and is the one the app picks first (provider-2
 * answers slowly), so the lie is caught and provider-2 serves the truth.
 */
export const FIRST_PROVIDER_TAMPERS: Readonly<Record<string, Fault>> = {
  'provider-2': { latencyMs: 1500 },
  'provider-1': { tamper: true },
}

/** Storage provider faults where every provider lies: nothing true is left to show. */
export const EVERY_PROVIDER_TAMPERS: Readonly<Record<string, Fault>> = {
  'provider-1': { tamper: true },
  'provider-2': { tamper: true },
}
