import { create } from 'zustand'

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

interface UnlockRequestState {
  readonly pending: PendingUnlock | null
}

export const useUnlockRequest = create<UnlockRequestState>(() => ({ pending: null }))

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
  if (useUnlockRequest.getState().pending) {
    return Promise.reject(new Error('Another wallet prompt is already open'))
  }
  return new Promise<T>((resolve, reject) => {
    const close = () => useUnlockRequest.setState({ pending: null })
    useUnlockRequest.setState({
      pending: {
        purpose,
        walletName,
        attempt: async password => {
          const result = await attempt(password)
          close()
          resolve(result)
        },
        cancel: () => {
          close()
          reject(new UnlockCancelledError())
        },
      },
    })
  })
}
