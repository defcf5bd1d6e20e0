import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SelectField, TextAreaField, TextField } from './field.tsx'

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return (
    <TextField
      label="Wallet name"
      hint="Shown in the menu."
      error={error}
      value={value}
      onChange={setValue}
    />
  )
}

/** The text of the elements that describe `element` (its accessible description, in order). */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map(id => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('TextField', () => {
  it('is named by its label, described by its hint and reports what is typed', async () => {
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Wallet name' })
    expect(description(input)).toBe('Shown in the menu.')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    await userEvent.type(input, 'main')
    expect((input as HTMLInputElement).value).toBe('main')
  })

  it('shows an error as an alert, reads it with the input and marks it invalid', () => {
    render(<Controlled error="Use at least 12 characters" />)
    const input = screen.getByRole('textbox', { name: 'Wallet name' })
    expect(screen.getByRole('alert').textContent).toBe('Use at least 12 characters')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(description(input)).toBe('Shown in the menu. Use at least 12 characters')
  })
})

describe('SelectField', () => {
  it('reports the chosen option', async () => {
    const onChange = vi.fn()
    render(
      <SelectField
        label="Kind"
        options={[
          { value: 'text', label: 'Text' },
          { value: 'spend', label: 'Spend' },
        ]}
        value="text"
        onChange={onChange}
      />,
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Spend')
    expect(onChange).toHaveBeenCalledWith('spend')
  })
})

describe('TextAreaField', () => {
  it('is a multi-line text box named by its label that reports what is typed', async () => {
    const onChange = vi.fn()
    render(<TextAreaField label="Description" hint="Markdown." value="" onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: 'Description' })
    expect(box.tagName).toBe('TEXTAREA')
    expect(description(box)).toBe('Markdown.')
    await userEvent.type(box, 'x')
    expect(onChange).toHaveBeenCalledWith('x')
  })
})
