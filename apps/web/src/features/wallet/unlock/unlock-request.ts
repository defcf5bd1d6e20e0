import { createPrompt } from '../model/one-prompt.ts'

/** Why the app asks: the button of the prompt is named after it (docs/client-rules.md#unlock-prompt). */
export type UnlockPurpose = 'Unlock' | 'Approve' | 'Download' | 'Connect'

export const UNLOCK_CANCELLED_MESSAGE = 'Please unlock your wallet'

/** The person closed the prompt: the action that needed the key does not happen. */
export class UnlockCancelledError extends Error {
  override readonly name = 'UnlockCancelledError'
  constructor() {
    super(UNLOCK_CANCELLED_MESSAGE)
  }
}

export interface PendingUnlock {
  readonly purpose: UnlockPurpose
  readonly walletName: string
  /** Tries the password (or, for Connect, the device); throws with a message to show on failure. */
  readonly attempt: (password: string) => Promise<void>
  readonly cancel: () => void
}

const prompt = createPrompt<PendingUnlock>('Another wallet prompt is already open')

export const useUnlockRequest = prompt.useStore

/**
 * Opens the unlock prompt and resolves with what `attempt` returns once it succeeds. A failed
 * attempt (e.g. `Wrong password`) keeps the prompt open with the error shown; Cancel rejects
 * with `Please unlock your wallet`.
 */
export function requestUnlock<T>(
  purpose: UnlockPurpose,
  walletName: string,
  attempt: (password: string) => Promise<T>,
): Promise<T> {
  return prompt.open<T>(({ resolve, reject }) => ({
    purpose,
    walletName,
    attempt: async password => resolve(await attempt(password)),
    cancel: () => reject(new UnlockCancelledError()),
  }))
}
