/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- the REST JSON is checked by the assertions themselves */
import {
  MsgDaoCreateRelease,
  MsgDaoTreasurySpend,
  type MsgCreateDao,
  MsgRemoveDaoRepositoryCollaborator,
  MsgRenameDao,
  MsgUpdateDaoAvatar,
  MsgUpdateDaoDescription,
  MsgUpdateDaoLocation,
  MsgUpdateDaoMetadata,
  MsgUpdateDaoRepositoryCollaborator,
  MsgUpdateDaoWebsite,
} from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { Exec } from 'cosmjs-types/cosmos/group/v1/tx'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { createDao } from '../../seed/demo-msgs.ts'
import { submitProposal } from '../../testing/test-dao.ts'
import { useTestPlatform } from '../../testing/test-platform.ts'

const G = '/gitopia.gitopia.gitopia.'
const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address
const SHA = 'a'.repeat(40)

const { send, rest, get } = useTestPlatform()

/** Alice creates a DAO with herself as its one member; `admin` is its group policy. */
async function createAliceDao(name: string, description: string, config?: MsgCreateDao['config']) {
  const created = await send('alice', [
    createDao({ name, description, members: [{ address: alice, metadata: 'OWNER' }], config }),
  ])
  expect(created.code).toBe(0)
  const dao = (await rest(`/dao/${name}`)).body.dao
  const info = await get(`/cosmos/group/v1/group_info/${dao.group_id}`)
  const admin = (info.body as { info: { admin: string } }).info.admin
  return { dao, admin }
}

/** Alice proposes one Msg to the DAO's policy; EXEC_TRY runs it at once (her vote decides). */
function proposeToDao(admin: string, typeUrl: string, value: Uint8Array, title = 'change') {
  return send('alice', [
    submitProposal(alice, admin, [{ typeUrl, value }], { title, exec: Exec.EXEC_TRY }),
  ])
}

/** Alice proposes one gitopia Msg to the DAO's policy; the proposal must pass and the Msg run. */
async function passDaoMsg<T>(
  admin: string,
  name: string,
  codec: { encode(message: T): { finish(): Uint8Array } },
  message: T,
) {
  expect((await proposeToDao(admin, `${G}${name}`, codec.encode(message).finish())).code).toBe(0)
}

describe('DAOs', () => {
  it('creates a DAO and renames it through a group proposal executed with EXEC_TRY', async () => {
    const { dao, admin } = await createAliceDao('acme', 'we build')
    expect(dao).toMatchObject({ name: 'acme', group_id: '1', id: '0' })
    const members = (await rest('/dao/acme/member')).body.members
    expect(members[0]).toMatchObject({ group_id: '1', member: { address: alice, weight: '1' } })
    expect((await rest(`/user/${alice}/dao`)).body.dao).toHaveLength(1)
    const inner = MsgRenameDao.fromPartial({ admin, id: dao.address, name: 'acme-labs' })
    const proposal = await proposeToDao(
      admin,
      `${G}MsgRenameDao`,
      MsgRenameDao.encode(inner).finish(),
      'rename',
    )
    expect(proposal.code).toBe(0)
    expect(proposal.rawLog).toContain('cosmos.group.v1.EventSubmitProposal')
    expect((await rest(`/dao/${dao.address}`)).body.dao.name).toBe('acme-labs')
    expect((await rest('/whois/acme-labs')).body.Whois.ownerType).toBe('DAO')
  })

  it('/dao/{id} for a user is 500 "key not found" and for an unknown id 404, as the chain', async () => {
    for (const id of ['alice', TEST_ACCOUNTS.alice.address]) {
      expect(await rest(`/dao/${id}`)).toEqual({
        status: 500,
        body: { code: 2, message: 'key not found', details: [] },
      })
    }
    expect(await rest('/dao/nobody-here')).toEqual({
      status: 404,
      body: { code: 5, message: 'username or address not exists', details: [] },
    })
  })

  it('a DAO that requires proposals changes collaborators and releases only through them', async () => {
    const { dao, admin } = await createAliceDao('guild', '', {
      requirePullRequestProposal: false,
      requireRepositoryDeletionProposal: false,
      requireCollaboratorProposal: true,
      requireReleaseProposal: true,
    })
    const repo = await send('alice', [
      {
        type: 'MsgCreateRepository',
        value: { name: 'vault', owner: dao.address, description: '' },
      },
    ])
    expect(repo.code).toBe(0)
    const repository = (await rest(`/user/${dao.address}/repository/vault`)).body.Repository
    const repositoryId = { id: dao.address as string, name: 'vault' }
    expect(
      (
        await send('alice', [
          { type: 'MsgSetTag', value: { repositoryId, tag: { name: 'v1', sha: SHA } } },
        ])
      ).code,
    ).toBe(0)

    const collaborators = async () =>
      (await rest(`/repository/${repository.id}`)).body.Repository.collaborators

    const direct = await send('alice', [
      {
        type: 'MsgUpdateRepositoryCollaborator',
        value: { repositoryId, user: bob, role: 'WRITE' },
      },
    ])
    expect(direct.rawLog).toContain('dao (guild) requires a proposal to update collaborators')
    await passDaoMsg(
      admin,
      'MsgUpdateDaoRepositoryCollaborator',
      MsgUpdateDaoRepositoryCollaborator,
      MsgUpdateDaoRepositoryCollaborator.fromPartial({
        admin,
        repositoryId,
        user: bob,
        role: 'WRITE',
      }),
    )
    expect(await collaborators()).toEqual([{ id: bob, permission: 'WRITE' }])

    const release = {
      repositoryId,
      tagName: 'v1',
      target: '',
      name: 'One',
      description: '',
      attachments: '',
      draft: false,
      preRelease: false,
      isTag: true,
      provider: '',
    }
    const refused = await send('alice', [{ type: 'MsgCreateRelease', value: release }])
    expect(refused.rawLog).toContain('dao (guild) requires a proposal to create a new release')
    // Only the DAO's policy may send the DAO form.
    const impostor = await send('alice', [
      { type: 'MsgDaoCreateRelease', value: { ...release, creator: undefined, admin: alice } },
    ])
    expect(impostor.rawLog).toContain("doesn't have permission")
    await passDaoMsg(
      admin,
      'MsgDaoCreateRelease',
      MsgDaoCreateRelease,
      MsgDaoCreateRelease.fromPartial({ ...release, admin }),
    )
    const latest = (await rest(`/${dao.address}/repository/vault/releases/latest`)).body.Release
    expect(latest).toMatchObject({ tagName: 'v1', name: 'One', creator: admin })
    expect((await rest(`/release/${latest.id}`)).body.Release).toEqual(latest)
    expect((await rest('/release')).body.Release).toContainEqual(latest)

    await passDaoMsg(
      admin,
      'MsgRemoveDaoRepositoryCollaborator',
      MsgRemoveDaoRepositoryCollaborator,
      MsgRemoveDaoRepositoryCollaborator.fromPartial({ admin, repositoryId, user: bob }),
    )
    expect(await collaborators()).toEqual([])
  })

  it('MsgUpdateDaoMetadata sets the fields it gives and leaves the empty ones as they were', async () => {
    const { dao, admin } = await createAliceDao('atlas', 'maps')
    await passDaoMsg(
      admin,
      'MsgUpdateDaoMetadata',
      MsgUpdateDaoMetadata,
      MsgUpdateDaoMetadata.fromPartial({
        admin,
        id: dao.address,
        name: 'atlas-maps',
        location: 'Lisbon',
        website: 'https://atlas.example',
      }),
    )
    const updated = (await rest('/dao/atlas-maps')).body.dao
    expect(updated).toMatchObject({
      address: dao.address,
      name: 'atlas-maps',
      description: 'maps',
      location: 'Lisbon',
      website: 'https://atlas.example',
    })
  })

  it('the description, website, location and avatar Msgs each set their field, checked as the chain does', async () => {
    const { dao, admin } = await createAliceDao('plaza', 'square')
    const id = dao.address as string
    const update =
      <T>(name: string, codec: { encode(message: T): { finish(): Uint8Array } }) =>
      (message: T) =>
        proposeToDao(admin, `${G}${name}`, codec.encode(message).finish())
    const description = update('MsgUpdateDaoDescription', MsgUpdateDaoDescription)
    const website = update('MsgUpdateDaoWebsite', MsgUpdateDaoWebsite)
    const location = update('MsgUpdateDaoLocation', MsgUpdateDaoLocation)
    const avatar = update('MsgUpdateDaoAvatar', MsgUpdateDaoAvatar)
    expect((await description({ admin, id, description: 'town square' })).code).toBe(0)
    expect((await website({ admin, id, url: 'http://plaza.example' })).code).toBe(0)
    expect((await location({ admin, id, location: 'Porto' })).code).toBe(0)
    expect((await avatar({ admin, id, url: 'https://plaza.example/a.png' })).code).toBe(0)
    const expected = {
      description: 'town square',
      website: 'http://plaza.example',
      location: 'Porto',
      avatarUrl: 'https://plaza.example/a.png',
    }
    expect((await rest(`/dao/${id}`)).body.dao).toMatchObject(expected)

    expect((await description({ admin, id, description: 'd'.repeat(256) })).rawLog).toContain(
      'description exceeds limit: 255',
    )
    expect((await location({ admin, id, location: 'l'.repeat(256) })).rawLog).toContain(
      'location exceeds limit: 255',
    )
    expect((await website({ admin, id, url: 'ftp://plaza.example' })).rawLog).toContain(
      'only http and https URL schemes are allowed',
    )
    expect((await avatar({ admin, id, url: 'http://plaza.example/a.png' })).rawLog).toContain(
      'only https URL scheme is allowed',
    )
    expect((await rest(`/dao/${id}`)).body.dao).toMatchObject(expected)
  })

  it('MsgDaoTreasurySpend pays from the DAO account, not its policy, and refuses more than it holds', async () => {
    const { dao, admin } = await createAliceDao('coffers', '')
    const treasury = dao.address as string
    const lore = (amount: string) => [{ denom: 'ulore', amount }]
    expect(
      (
        await send('alice', [
          {
            type: '/cosmos.bank.v1beta1.MsgSend',
            value: { fromAddress: alice, toAddress: treasury, amount: lore('700') },
          },
        ])
      ).code,
    ).toBe(0)
    const balance = async (address: string) =>
      (
        (await get(`/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`)).body as {
          balance: { amount: string }
        }
      ).balance.amount
    const before = BigInt(await balance(bob))
    const spend = (amount: string) =>
      MsgDaoTreasurySpend.fromPartial({
        admin,
        id: 'coffers',
        recipient: bob,
        amount: lore(amount),
      })
    const refused = await proposeToDao(
      admin,
      `${G}MsgDaoTreasurySpend`,
      MsgDaoTreasurySpend.encode(spend('701')).finish(),
    )
    expect(refused.code).toBe(0)
    expect(await balance(treasury)).toBe('700')
    await passDaoMsg(admin, 'MsgDaoTreasurySpend', MsgDaoTreasurySpend, spend('300'))
    expect(await balance(treasury)).toBe('400')
    expect(BigInt(await balance(bob)) - before).toBe(300n)
    // Only the group's admin may spend.
    const impostor = await send('alice', [
      {
        type: 'MsgDaoTreasurySpend',
        value: { admin: alice, id: 'coffers', recipient: bob, amount: lore('1') },
      },
    ])
    expect(impostor.rawLog).toContain('is not the dao')
  })
})
