import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from './site-footer.tsx'

describe('the site footer', () => {
  it('links the chain-wide pages, the nodes and (outside production) the component gallery', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    )
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }))
    const links = footer
      .getAllByRole('link')
      .map(link => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Explore', '/explore'],
      ['Bounties', '/bounties'],
      ['Governance', '/governance'],
      ['Staking', '/staking'],
      ['Chain', '/chain'],
      ['Storage network', '/storage'],
      ['Nodes', '/settings/network'],
      ['Component gallery', '/-/components'],
    ])
  })
})
