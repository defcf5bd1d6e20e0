import { useLayoutEffect, type RefObject } from 'react'

/**
 * Sizes a textarea to its content between `min` and `max` pixels; past `max` it scrolls.
 * Runs whenever `value` changes (controlled) and on input (uncontrolled).
 */
export function useAutoGrow(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string | undefined,
  min: number,
  max: number,
): void {
  useLayoutEffect(() => {
    const textarea = ref.current
    if (!textarea) return
    const resize = () => {
      textarea.style.height = 'auto'
      const border = textarea.offsetHeight - textarea.clientHeight
      const wanted = textarea.scrollHeight + border
      const height = Math.min(Math.max(wanted, min), max)
      textarea.style.height = `${height}px`
      textarea.style.overflowY = wanted > max ? 'auto' : 'hidden'
    }
    resize()
    textarea.addEventListener('input', resize)
    return () => textarea.removeEventListener('input', resize)
  }, [ref, value, min, max])
}
