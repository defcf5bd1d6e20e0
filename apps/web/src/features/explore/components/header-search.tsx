import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths.ts'

/** Whether a key press belongs to a field (so `/` types a slash there). */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** The header's search box: `/` focuses it, Enter opens Explore with the query. */
export function HeaderSearch() {
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (typingInField(event.target)) return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate(paths.explore.href(text.trim()))
    input.current?.blur()
  }

  return (
    <form role="search" onSubmit={submit} className="min-w-0 flex-1 md:min-w-36 md:max-w-xs">
      <input
        ref={input}
        type="search"
        value={text}
        onChange={event => setText(event.target.value)}
        aria-label="Search Gitopia"
        placeholder="Type / to search"
        className="w-full rounded-md border border-border bg-canvas px-3 py-1.5 text-sm"
      />
    </form>
  )
}
