import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ReferencedText } from './referenced-text.tsx'

const scope = { owner: 'alice', name: 'hello-world', repositoryId: '1', defaultBranch: 'main' }

describe('references in discussion text', () => {
  it('links a mention to the profile at once and keeps the text around it', () => {
    const { container, getByRole } = render(
      <MemoryRouter>
        <ReferencedText text="Thanks @bob, and @x!" scope={scope} />
      </MemoryRouter>,
    )
    expect(getByRole('link', { name: '@bob' }).getAttribute('href')).toBe('/bob')
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(container.textContent).toBe('Thanks @bob, and @x!')
  })
})
