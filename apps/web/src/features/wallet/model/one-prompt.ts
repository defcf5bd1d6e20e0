import { create } from 'zustand'

/** How a prompt's buttons settle the promise that opened it; either closes the prompt. */
interface PromptSettlers<T> {
  readonly resolve: (value: T) => void
  readonly reject: (error: Error) => void
}

/**
 * A prompt the app shows one at a time (the unlock prompt, the review sheet): a store of the one
 * showing, for its component, and `open`, which shows one made by `make` and returns a promise
 * that its buttons settle. While one shows, another is refused with `busyMessage`.
 */
export function createPrompt<Pending>(busyMessage: string) {
  const useStore = create<{ readonly pending: Pending | null }>(() => ({ pending: null }))
  const open = <T>(make: (settle: PromptSettlers<T>) => Pending): Promise<T> => {
    if (useStore.getState().pending) return Promise.reject(new Error(busyMessage))
    return new Promise<T>((resolve, reject) => {
      const close = () => useStore.setState({ pending: null })
      useStore.setState({
        pending: make({
          resolve: value => {
            close()
            resolve(value)
          },
          reject: error => {
            close()
            reject(error)
          },
        }),
      })
    })
  }
  return { useStore, open }
}
