/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- REST JSON is checked by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { startHarness, type Harness } from '../../testing/harness.ts'

const S = '/gitopia.gitopia.storage.'
const P = '/gitopia/gitopia/storage'
const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address
let h: Harness
let repositoryId: string

beforeAll(async () => {
  h = await startHarness()
  // Alice runs a provider of her own in this test; bob owns the repository.
  for (const [name, username] of [
    ['alice', 'alice'],
    ['bob', 'bob'],
  ] as const) {
    const created = await h.send(name, [
      { type: 'MsgCreateUser', value: { username, name: '', bio: '', avatarUrl: '' } },
    ])
    expect(created.code).toBe(0)
  }
  const registered = await h.send('alice', [
    {
      type: `${S}MsgRegisterProvider`,
      value: {
        apiUrl: 'http://127.0.0.1:9/alice',
        moniker: 'alice-provider',
        stake: { denom: 'ulore', amount: '2000000' },
        ipfsClusterPeerMultiaddr: '',
      },
    },
  ])
  expect(registered.code).toBe(0)
  const repo = await h.send('bob', [
    { type: 'MsgCreateRepository', value: { name: 'stored', owner: 'bob', description: '' } },
  ])
  expect(repo.code).toBe(0)
  const stored = await h.get('/gitopia/gitopia/gitopia/user/bob/repository/stored')
  repositoryId = (stored.body.Repository as any).id as string
}, 30_000)

afterAll(() => h.close())

const propose = (extra: Record<string, unknown> = {}) =>
  h.send('alice', [
    {
      type: `${S}MsgProposeRepositoryPackfileUpdate`,
      value: {
        user: bob,
        repositoryId: Number(repositoryId),
        name: 'pack-1.pack',
        cid: 'bafkreitest1',
        rootHash: new Uint8Array([1, 2, 3]),
        size: 1234,
        oldCid: '',
        mergeCommitSha: 'c'.repeat(40),
        delete: false,
        ...extra,
      },
    },
  ])

describe('storage module', () => {
  it('lists the registered provider as active, with its api_url', async () => {
    const { body } = await h.get(`${P}/active-providers`)
    const provider = (body.providers as any[]).find(p => p.creator === alice)
    expect(provider).toMatchObject({
      api_url: 'http://127.0.0.1:9/alice',
      moniker: 'alice-provider',
      status: 'PROVIDER_STATUS_ACTIVE',
      jailed: false,
    })
    expect((await h.get(`${P}/provider/${alice}`)).body.provider).toMatchObject({ creator: alice })
    expect((await h.get(`${P}/provider-stake/${alice}`)).body.provider_stake).toEqual({
      provider: alice,
      stake: [{ denom: 'ulore', amount: '2000000' }],
    })
    expect((await h.get(`${P}/provider/not-an-address`)).status).toBe(400)
  })

  it('proposes, approves and records a packfile; the single-proposal route is 404 before and after', async () => {
    const route = `${P}/packfile-update-proposal/${repositoryId}/${bob}`
    expect((await h.get(route)).status).toBe(404)
    expect((await propose()).code).toBe(0)
    const found = await h.get(route)
    expect(found.status).toBe(200)
    const proposal = found.body.packfile_update_proposal as any
    expect(proposal).toMatchObject({
      id: '0',
      provider: alice,
      repository_id: repositoryId,
      user: bob,
      cid: 'bafkreitest1',
      size: '1234',
      merge_commit_sha: 'c'.repeat(40),
      status: 'PROPOSAL_STATUS_PENDING',
    })
    expect((await propose()).rawLog).toContain('there is already a pending proposal')
    // Only the proposal's user may approve.
    const wrong = await h.send('alice', [
      { type: `${S}MsgApproveRepositoryPackfileUpdate`, value: { proposalId: 0 } },
    ])
    expect(wrong.rawLog).toContain('only the user who initiated the proposal can approve it')
    const approved = await h.send('bob', [
      { type: `${S}MsgApproveRepositoryPackfileUpdate`, value: { proposalId: 0 } },
    ])
    expect(approved.code).toBe(0)
    expect((await h.get(route)).status).toBe(404)
    const packfile = (await h.get(`${P}/repository/${repositoryId}/packfile`)).body.packfile as any
    expect(packfile).toMatchObject({ cid: 'bafkreitest1', size: '1234', old_cid: '' })
    expect((await h.get(`${P}/packfile/${packfile.id}`)).body.packfile).toEqual(packfile)
    expect((await h.get(`${P}/packfiles`)).body.packfiles).toContainEqual(packfile)
    expect((await h.get(`${P}/stats`)).body.storage_stats).toMatchObject({
      total_packfile_size: '1234',
    })
    expect((await h.get(`${P}/cid-reference-count/bafkreitest1`)).body.count).toBe('1')
    // A stale old_cid is refused.
    const stale = await propose({ cid: 'bafkreitest2', oldCid: 'bafkreiother' })
    expect(stale.rawLog).toContain('repository state has changed')
  })

  it('release assets: propose, reject, propose again, approve', async () => {
    const asset = {
      name: 'app.tar.gz',
      cid: 'bafkreiasset',
      rootHash: new Uint8Array([9]),
      size: 10,
      sha256: 'f'.repeat(64),
      oldCid: '',
    }
    const proposeAssets = () =>
      h.send('alice', [
        {
          type: `${S}MsgProposeReleaseAssetsUpdate`,
          value: { user: bob, repositoryId: Number(repositoryId), tag: 'v1', assets: [asset] },
        },
      ])
    expect((await proposeAssets()).code).toBe(0)
    const route = `${P}/release-assets-update-proposal/${repositoryId}/v1/${bob}`
    const first = (await h.get(route)).body.release_assets_proposal as any
    expect(first.assets[0]).toMatchObject({ name: 'app.tar.gz', size: '10' })
    const rejected = await h.send('bob', [
      {
        type: `${S}MsgRejectReleaseAssetsUpdate`,
        value: { proposalId: Number(first.id), reason: 'no' },
      },
    ])
    expect(rejected.code).toBe(0)
    expect((await h.get(route)).status).toBe(404)
    expect((await proposeAssets()).code).toBe(0)
    const second = (await h.get(route)).body.release_assets_proposal as any
    expect(second.id).not.toBe(first.id)
    const approved = await h.send('bob', [
      { type: `${S}MsgApproveReleaseAssetsUpdate`, value: { proposalId: Number(second.id) } },
    ])
    expect(approved.code).toBe(0)
    const stored = await h.get(`${P}/repository/${repositoryId}/release-asset/v1/app.tar.gz`)
    expect(stored.body.release_asset).toMatchObject({ tag: 'v1', sha256: 'f'.repeat(64) })
    const storedAsset = stored.body.release_asset as any
    expect((await h.get(`${P}/release-asset/${storedAsset.id}`)).body.release_asset).toEqual(
      storedAsset,
    )
    expect((await h.get(`${P}/release-assets`)).body.release_assets).toContainEqual(storedAsset)
    const byTag = await h.get(`${P}/repository/${repositoryId}/release-assets/v1`)
    expect(byTag.body.release_assets).toHaveLength(1)
  })

  it('repository delete proposal removes the repository once approved', async () => {
    const made = await h.send('bob', [
      { type: 'MsgCreateRepository', value: { name: 'doomed', owner: 'bob', description: '' } },
    ])
    expect(made.code).toBe(0)
    const doomed = (await h.get('/gitopia/gitopia/gitopia/user/bob/repository/doomed')).body
      .Repository as any
    const asked = await h.send('bob', [
      {
        type: 'MsgDeleteRepository',
        value: { repositoryId: { id: 'bob', name: 'doomed' }, provider: alice },
      },
    ])
    expect(asked.code).toBe(0)
    // The repository stays until the provider's proposal is approved.
    expect((await h.get('/gitopia/gitopia/gitopia/user/bob/repository/doomed')).status).toBe(200)
    const proposed = await h.send('alice', [
      {
        type: `${S}MsgProposeRepositoryDelete`,
        value: { user: bob, repositoryId: Number(doomed.id) },
      },
    ])
    expect(proposed.code).toBe(0)
    const route = `${P}/repository-delete-proposal/${doomed.id}/${bob}`
    const proposal = (await h.get(route)).body.repository_delete_proposal as any
    const approved = await h.send('bob', [
      { type: `${S}MsgApproveRepositoryDelete`, value: { proposalId: Number(proposal.id) } },
    ])
    expect(approved.code).toBe(0)
    expect((await h.get('/gitopia/gitopia/gitopia/user/bob/repository/doomed')).status).not.toBe(
      200,
    )
  })

  it('answers every list route with paging and 400 for malformed ids', async () => {
    for (const path of [
      'providers',
      'packfiles',
      'release-assets',
      'lfs-objects',
      'challenges',
      'cid-reference-counts',
      'provider-stakes',
      'provider-rewards',
      'packfile-update-proposals',
      'release-assets-update-proposals',
      'repository-delete-proposals',
      'lfs-object-update-proposals',
      'jailed-providers',
      'providers-liveness',
      'liveness-violations',
    ]) {
      const { status, body } = await h.get(`${P}/${path}?pagination.count_total=true`)
      expect(status, path).toBe(200)
      expect(body.pagination, path).toMatchObject({ next_key: null })
    }
    expect((await h.get(`${P}/params`)).body.params).toMatchObject({ free_storage_mb: '1000' })
    expect((await h.get(`${P}/packfile/abc`)).status).toBe(400)
    expect((await h.get(`${P}/packfiles?pagination.limit=x`)).status).toBe(400)
    const missing = await h.get(`${P}/challenge/5`)
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('challenge not found')
  })
})
