import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../testing/json-response.ts'
import {
  getPackfileUpdateProposal,
  getReleaseAssetsProposal,
  getRepositoryDeleteProposal,
  pollForProposal,
} from './proposals.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const wire = { id: '4', provider: 'gitopia1p', user: 'gitopia1u', repository_id: '7' }

describe('pending storage proposals', () => {
  it("reads each kind from its route, with the packfile proposal's merge commit", async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url).pathname)
      return jsonResponse({
        release_assets_proposal: { ...wire, expires_at: '2030-01-01T00:00:00Z' },
        repository_delete_proposal: { ...wire, id: '5' },
        packfile_update_proposal: { ...wire, id: '6', cid: 'bafy', merge_commit_sha: 'abc' },
      })
    })
    const release = await getReleaseAssetsProposal('http://node.test', '7', 'v1/rc', 'gitopia1u')
    expect(release).toMatchObject({ id: '4', provider: 'gitopia1p', repositoryId: '7' })
    expect(release?.expiresAt?.getUTCFullYear()).toBe(2030)
    expect(await getRepositoryDeleteProposal('http://node.test', '7', 'gitopia1u')).toMatchObject({
      id: '5',
      expiresAt: null,
    })
    expect(await getPackfileUpdateProposal('http://node.test', '7', 'gitopia1u')).toMatchObject({
      id: '6',
      cid: 'bafy',
      mergeCommitSha: 'abc',
    })
    expect(asked.map(path => path.split('/').slice(-4).join('/'))).toEqual([
      'release-assets-update-proposal/7/v1%2Frc/gitopia1u',
      'storage/repository-delete-proposal/7/gitopia1u',
      'storage/packfile-update-proposal/7/gitopia1u',
    ])
  })

  it('is null while none is pending: a 404, or an answer without the proposal', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ code: 5, message: 'not found' }, 404))
    expect(await getRepositoryDeleteProposal('http://node.test', '7', 'gitopia1u')).toBeNull()
    vi.stubGlobal('fetch', async () => jsonResponse({}))
    expect(await getPackfileUpdateProposal('http://node.test', '7', 'gitopia1u')).toBeNull()
  })
})

describe('pollForProposal', () => {
  it('asks until the proposal appears, treating failures as "not yet"', async () => {
    const answers: (() => Promise<{ id: string } | null>)[] = [
      () => Promise.resolve(null),
      () => Promise.reject(new Error('provider blip')),
      () => Promise.resolve({ id: '3' }),
    ]
    const attempts: number[] = []
    const found = await pollForProposal(() => answers.shift()?.() ?? Promise.resolve(null), {
      intervalMs: 1,
      onAttempt: n => attempts.push(n),
    })
    expect(found).toEqual({ id: '3' })
    expect(attempts).toEqual([1, 2, 3])
  })

  it('gives up with null when the time is over', async () => {
    expect(await pollForProposal(async () => null, { intervalMs: 5, timeoutMs: 20 })).toBeNull()
  })
})
