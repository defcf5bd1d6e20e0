import { useWalletStore } from '../model/wallet-store.ts'
import { lockWallet } from './key-session.ts'

/** Local storage key of the chosen idle time (minutes; 0 = never). */
export const AUTO_LOCK_STORAGE_KEY = 'autoLockMinutes'
export const DEFAULT_AUTO_LOCK_MINUTES = 15
export const AUTO_LOCK_CHOICES = [5, 15, 30, 60, 0] as const

export function autoLockMinutes(): number {
  const saved = globalThis.localStorage?.getItem(AUTO_LOCK_STORAGE_KEY)
  const minutes = saved === null || saved === undefined ? NaN : Number(saved)
  return (AUTO_LOCK_CHOICES as readonly number[]).includes(minutes)
    ? minutes
    : DEFAULT_AUTO_LOCK_MINUTES
}

export function setAutoLockMinutes(minutes: number): void {
  localStorage.setItem(AUTO_LOCK_STORAGE_KEY, String(minutes))
}

/** Whether an unlocked local key has been idle (no input, or a hidden tab) for too long. */
export function shouldLock(idleMs: number, minutes: number): boolean {
  const { unlocked, activeWallet } = useWalletStore.getState()
  return minutes > 0 && unlocked && activeWallet?.kind === 'local' && idleMs >= minutes * 60_000
}

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Locks the local wallet after the chosen time without interaction (a hidden tab gets none), so
 * a key never stays in memory on an unattended machine; the next action asks for the password.
 * Ledger and Keplr hold no key here. Returns a function that stops it.
 */
export function startIdleLock(now: () => number = Date.now): () => void {
  let last = now()
  const touch = () => {
    last = now()
  }
  const check = () => {
    if (shouldLock(now() - last, autoLockMinutes())) lockWallet()
  }
  for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true })
  // Back from a hidden tab: lock first if it was away too long, before any click counts.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check()
  }
  document.addEventListener('visibilitychange', onVisible)
  const timer = setInterval(check, 15_000)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
    for (const type of ACTIVITY) window.removeEventListener(type, touch)
  }
}

let started = false

/** Starts the idle lock once, with the first key held in this tab (no key, nothing to lock). */
export function ensureIdleLock(): void {
  if (started || typeof window === 'undefined') return
  started = true
  startIdleLock()
}
