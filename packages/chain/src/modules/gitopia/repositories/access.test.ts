import { describe, expect, it } from 'vitest'
import { canPerform, repositoryAccess } from './access.ts'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const bob = 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'
const carol = 'gitopia1gz2e3zdsl37tw4wjmmdxcpnzmuwzzl3rycses0'

const userRepo = {
  ownerAddress: alice,
  ownerType: 'USER' as const,
  collaborators: [{ address: bob, permission: 'WRITE' as const }],
}

describe('repository access', () => {
  it('gives the owning user every right', () => {
    const access = repositoryAccess(userRepo, alice)
    expect(access).toEqual({ kind: 'owner' })
    expect(canPerform(access, 'deleteRepository')).toBe(true)
    expect(canPerform(access, 'invokeMerge')).toBe(true)
  })

  it('limits a WRITE collaborator to labels, refs and releases, not settings', () => {
    const access = repositoryAccess(userRepo, bob)
    expect(canPerform(access, 'labelIssue')).toBe(true)
    expect(canPerform(access, 'manageLabels')).toBe(true)
    expect(canPerform(access, 'manageReleases')).toBe(true)
    expect(canPerform(access, 'updateDescription')).toBe(false)
    expect(canPerform(access, 'rename')).toBe(false)
    expect(canPerform(access, 'invokeMerge')).toBe(false)
  })

  it('allows nothing in an archived repository but un-archiving it, to MAINTAIN and above', () => {
    const owner = repositoryAccess(userRepo, alice)
    for (const action of ['deleteRepository', 'transferOwnership', 'labelIssue', 'rename'] as const)
      expect(canPerform(owner, action, true), action).toBe(false)
    expect(canPerform(owner, 'toggleArchived', true)).toBe(true)
    // WRITE is below MAINTAIN, archived or not.
    expect(canPerform(repositoryAccess(userRepo, bob), 'toggleArchived', true)).toBe(false)
    expect(canPerform(owner, 'deleteRepository', false)).toBe(true)
  })

  it('gives strangers and signed-out visitors nothing', () => {
    expect(canPerform(repositoryAccess(userRepo, carol), 'labelIssue')).toBe(false)
    expect(canPerform(repositoryAccess(userRepo, null), 'labelIssue')).toBe(false)
  })

  it('treats members of the owning DAO as owners, and only them', () => {
    const daoRepo = { ...userRepo, ownerAddress: 'gitopia1dao', ownerType: 'DAO' as const }
    expect(repositoryAccess(daoRepo, carol, true)).toEqual({ kind: 'owner' })
    expect(repositoryAccess(daoRepo, carol, false)).toEqual({ kind: 'none' })
    expect(repositoryAccess(userRepo, carol, true)).toEqual({ kind: 'none' })
  })
})
