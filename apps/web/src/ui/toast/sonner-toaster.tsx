import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '../constants.ts'
import { toasterMounted } from './toaster-gate.ts'

export default function SonnerToaster({ theme }: { theme: 'light' | 'dark' }) {
  useEffect(toasterMounted, [])
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      theme={theme}
      closeButton
      richColors
    />
  )
}
