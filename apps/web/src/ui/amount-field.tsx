import { NATIVE_TOKEN } from '@gitopia-client/chain'
import type { ComponentProps } from 'react'
import { TextField } from './field.tsx'

/** How much LORE a form spends or moves: a decimal text field named after the token. */
export function AmountField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'inputMode'>) {
  return (
    <TextField {...props} label={`Amount (${NATIVE_TOKEN.displayDenom})`} inputMode="decimal" />
  )
}
