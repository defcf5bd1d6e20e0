import type { Dao } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { currentDashboard, dashboardEntries } from './dashboard-entries.ts'
import { loadRememberedDashboard, rememberDashboard } from './remembered-dashboard.ts'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const dao = (name: string, address: string) =>
  ({ name, address, description: `${name} desc`, avatarUrl: '' }) as Dao

describe('dashboard entries', () => {
  const entries = dashboardEntries({ address: alice, name: 'alice' }, [
    dao('zeta', 'gitopia1zeta'),
    dao('Acme', 'gitopia1acme'),
  ])

  it('lists the user first, then their DAOs by name, with where each leads', () => {
    expect(entries.map(e => [e.type, e.name, e.url])).toEqual([
      ['User', 'alice', '/home'],
      ['Dao', 'Acme', '/daos/Acme/dashboard'],
      ['Dao', 'zeta', '/daos/zeta/dashboard'],
    ])
  })

  it('names a user without a username by their shortened address', () => {
    expect(dashboardEntries({ address: alice, name: '' }, [])[0]?.name).toBe(
      'gitopia1rkyl...nzfd98',
    )
  })

  it('keeps the remembered dashboard while it exists', () => {
    expect(currentDashboard(entries, 'gitopia1acme', alice)?.name).toBe('Acme')
  })

  it("falls back to the user's own dashboard when the remembered one no longer exists", () => {
    expect(currentDashboard(entries, 'gitopia1gone', alice)?.id).toBe(alice)
    expect(currentDashboard(entries, null, alice)?.id).toBe(alice)
  })
})

describe('remembered dashboard', () => {
  it('remembers a choice per user address', () => {
    rememberDashboard(alice, 'gitopia1acme')
    rememberDashboard('gitopia1bob', 'gitopia1bob')
    expect(loadRememberedDashboard(alice)).toBe('gitopia1acme')
    expect(loadRememberedDashboard('gitopia1bob')).toBe('gitopia1bob')
    expect(loadRememberedDashboard('gitopia1carol')).toBeNull()
  })

  it('survives garbage in storage', () => {
    localStorage.setItem('currentDashboard', '[1,2')
    expect(loadRememberedDashboard(alice)).toBeNull()
    localStorage.setItem('currentDashboard', JSON.stringify({ [alice]: 42 }))
    expect(loadRememberedDashboard(alice)).toBeNull()
  })
})
