import { useRef, type TextareaHTMLAttributes } from 'react'
import { TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_MIN_HEIGHT_PX } from '../constants.ts'
import { useAutoGrow } from './use-auto-grow.ts'

type AutoGrowTextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  readonly value?: string
}

/** A multiline input that grows from 80 px to 400 px tall with its content, then scrolls. */
export function AutoGrowTextarea({ className = '', value, ...props }: AutoGrowTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useAutoGrow(ref, value, TEXTAREA_MIN_HEIGHT_PX, TEXTAREA_MAX_HEIGHT_PX)
  return (
    <textarea
      ref={ref}
      value={value}
      rows={3}
      className={`block w-full resize-none rounded-md border border-border bg-canvas px-3 py-2 text-sm leading-5 text-fg focus:border-accent focus:outline-none ${className}`}
      {...props}
    />
  )
}
