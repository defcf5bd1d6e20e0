import type * as SonnerModule from 'sonner'
import { create } from 'zustand'

type Sonner = typeof SonnerModule

/**
 * The toast library is loaded with the first toast, not with the page: most visits show none.
 * `requested` mounts the Toaster; `ready()` resolves once it is mounted and can show toasts.
 */
export const useToasterGate = create<{ readonly requested: boolean }>(() => ({ requested: false }))

let sonner: Promise<Sonner> | undefined
let markMounted: () => void = () => undefined
const mounted = new Promise<void>(resolve => {
  markMounted = resolve
})

export function toasterMounted(): void {
  markMounted()
}

export async function ready(): Promise<Sonner> {
  useToasterGate.setState({ requested: true })
  sonner ??= import('sonner')
  const [library] = await Promise.all([sonner, mounted])
  return library
}
