import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AutoGrowTextarea } from './auto-grow-textarea.tsx'

// happy-dom lays nothing out: the content's height is 20 px a line plus 16 px of padding, as the
// app's `leading-5 py-2` gives it, and a 1 px border each side.
const LINE_PX = 20
const PADDING_PX = 16
const BORDER_PX = 2

const lines = (count: number) => Array.from({ length: count }, (_, i) => `line ${i}`).join('\n')

function Controlled() {
  const [text, setText] = useState('')
  return (
    <AutoGrowTextarea
      value={text}
      onChange={event => setText(event.target.value)}
      placeholder="Write something long…"
    />
  )
}

describe('the multiline input', () => {
  beforeEach(() => {
    const proto = HTMLTextAreaElement.prototype
    const clientHeight = (textarea: HTMLTextAreaElement) =>
      (parseFloat(textarea.style.height) || BORDER_PX) - BORDER_PX
    // As in a browser, a box is never shorter inside than it is tall.
    vi.spyOn(proto, 'scrollHeight', 'get').mockImplementation(function (this: HTMLTextAreaElement) {
      return Math.max(this.value.split('\n').length * LINE_PX + PADDING_PX, clientHeight(this))
    })
    vi.spyOn(proto, 'clientHeight', 'get').mockImplementation(function (this: HTMLTextAreaElement) {
      return clientHeight(this)
    })
    vi.spyOn(proto, 'offsetHeight', 'get').mockImplementation(function (this: HTMLTextAreaElement) {
      return parseFloat(this.style.height) || BORDER_PX
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('grows from 80 px to 400 px with what is typed, then scrolls, and shrinks back', () => {
    render(<Controlled />)
    const textarea = screen.getByPlaceholderText<HTMLTextAreaElement>('Write something long…')
    const height = () => parseFloat(textarea.style.height)
    expect(height()).toBe(80)

    fireEvent.change(textarea, { target: { value: lines(8) } })
    expect(height()).toBeGreaterThan(80)
    expect(height()).toBeLessThan(400)
    expect(textarea.style.overflowY).toBe('hidden')

    fireEvent.change(textarea, { target: { value: lines(60) } })
    expect(height()).toBe(400)
    expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight)
    expect(textarea.style.overflowY).toBe('auto')

    fireEvent.change(textarea, { target: { value: 'short' } })
    expect(height()).toBe(80)
    expect(textarea.style.overflowY).toBe('hidden')
  })

  it('grows as it is typed into when nothing controls its value', () => {
    render(<AutoGrowTextarea placeholder="Notes" />)
    const textarea = screen.getByPlaceholderText<HTMLTextAreaElement>('Notes')
    textarea.value = lines(8)
    fireEvent.input(textarea)
    expect(parseFloat(textarea.style.height)).toBe(8 * LINE_PX + PADDING_PX + BORDER_PX)
  })
})
