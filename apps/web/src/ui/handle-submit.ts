import type { FormEvent } from 'react'

/**
 * A form's submit handler: runs `action` in the page instead of letting the browser send the form
 * and reload. The action reports its own outcome (a failure note, a toast).
 */
export function handleSubmit(action: () => Promise<unknown>) {
  return (event: FormEvent) => {
    event.preventDefault()
    void action()
  }
}
