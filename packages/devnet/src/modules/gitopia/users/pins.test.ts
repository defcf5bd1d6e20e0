/* eslint-disable @typescript-eslint/no-unsafe-member-access -- the REST JSON is checked by the assertions themselves */
// Pinned repositories under x/gitopia's rules (release-v6 msg_server_user.go, msg_server_dao.go):
// an owner pins its own repositories, at most six, each once; v6 has no way to unpin.
import { MsgUpdateDaoPinnedRepositories } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { Exec } from 'cosmjs-types/cosmos/group/v1/tx'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../../seed/demo-world.ts'
import { createDao } from '../../../seed/demo-msgs.ts'
import { submitProposal } from '../../../testing/test-dao.ts'
import { useTestPlatform } from '../../../testing/test-platform.ts'

const alice = TEST_ACCOUNTS.alice.address
const { send, rest, get } = useTestPlatform()

const pin = (repositoryId: number) => ({
  type: 'MsgUpdateUserPinnedRepositories',
  value: { repositoryId },
})
const repository = (name: string, owner = 'alice') => ({
  type: 'MsgCreateRepository',
  value: { name, owner, description: '' },
})

describe('pinned repositories', () => {
  it('a user pins up to six of their own repositories, each once', async () => {
    const names = ['pin0', 'pin1', 'pin2', 'pin3', 'pin4', 'pin5', 'pin6']
    expect(
      (
        await send(
          'alice',
          names.map(name => repository(name)),
        )
      ).code,
    ).toBe(0)
    expect((await send('bob', [repository('theirs', 'bob')])).code).toBe(0)

    expect((await send('alice', [pin(7)])).rawLog).toContain(
      'repository owner (7) is not same as user',
    )
    expect((await send('alice', [pin(99)])).rawLog).toContain("repository (99) doesn't exist")
    expect((await send('alice', [pin(2)])).code).toBe(0)
    expect((await send('alice', [pin(2)])).rawLog).toContain(
      'Repository Id (2) already exists in the list',
    )
    expect((await send('alice', [0, 1, 3, 4, 5].map(pin))).code).toBe(0)
    expect((await rest(`/user/${alice}`)).body.User.pinned_repos).toEqual([
      '2',
      '0',
      '1',
      '3',
      '4',
      '5',
    ])
    expect((await send('alice', [pin(6)])).rawLog).toContain(
      `pinned repositories of (${alice}) already maximum`,
    )
  })

  it("a DAO pins its own repositories through its group admin's proposal, not a user's", async () => {
    expect(
      (
        await send('alice', [
          createDao({ name: 'pinners', members: [{ address: alice, metadata: 'OWNER' }] }),
        ])
      ).code,
    ).toBe(0)
    const dao = (await rest('/dao/pinners')).body.dao as { address: string; group_id: string }
    const info = await get(`/cosmos/group/v1/group_info/${dao.group_id}`)
    const admin = (info.body as { info: { admin: string } }).info.admin
    expect((await send('alice', [repository('shared', 'pinners')])).code).toBe(0)
    expect((await send('alice', [repository('mine')])).code).toBe(0)
    const idOf = async (owner: string, name: string) =>
      Number((await rest(`/user/${owner}/repository/${name}`)).body.Repository.id)
    const shared = await idOf(dao.address, 'shared')
    const mine = await idOf(alice, 'mine')

    const byPolicy = (repositoryId: number) =>
      send('alice', [
        submitProposal(
          alice,
          admin,
          [
            {
              typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateDaoPinnedRepositories',
              value: MsgUpdateDaoPinnedRepositories.encode(
                MsgUpdateDaoPinnedRepositories.fromPartial({ admin, id: 'pinners', repositoryId }),
              ).finish(),
            },
          ],
          { exec: Exec.EXEC_TRY },
        ),
      ])
    // alice's own repository is not the DAO's: the proposal passes but its Msg fails.
    await byPolicy(mine)
    expect((await rest('/dao/pinners')).body.dao.pinned_repos).toEqual([])
    expect((await byPolicy(shared)).code).toBe(0)
    expect((await rest('/dao/pinners')).body.dao.pinned_repos).toEqual([String(shared)])
  })
})
