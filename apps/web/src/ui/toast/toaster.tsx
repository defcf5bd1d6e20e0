import { Toaster as SonnerToaster } from 'sonner'
import { TOAST_DURATION_MS } from '@gitopia-client/chain'

export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      theme={theme}
      closeButton
      richColors
    />
  )
}
