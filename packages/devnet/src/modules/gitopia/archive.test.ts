/* eslint-disable @typescript-eslint/no-unsafe-member-access -- the REST JSON is checked by the assertions themselves */
// An archived repository under the chain's rules (x/gitopia keeper, release-v6): MAINTAIN toggles
// it; every change to it is refused until it is un-archived, deletion and transfer included;
// comments and forks are not repository changes and still go through.
import { describe, expect, it } from 'vitest'
import { createIssue } from '../../seed/demo-msgs.ts'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { useTestPlatform } from '../../testing/test-platform.ts'

const bob = TEST_ACCOUNTS.bob.address
const repo = { id: 'alice', name: 'shelved' }
const REFUSED = "don't allow any modifications to repository shelved when archived is set to true"

const { send, rest } = useTestPlatform()

const toggle = { type: 'MsgToggleRepositoryArchived', value: { repositoryId: repo } }
const newIssue = createIssue(repo, 'Late')

describe('archived repositories', () => {
  it('refuse every change but un-archiving, for the owner too, until un-archived', async () => {
    const created = await send('alice', [
      { type: 'MsgCreateRepository', value: { name: repo.name, owner: 'alice', description: '' } },
      newIssue,
    ])
    expect(created.code, created.rawLog).toBe(0)

    // bob holds no permission in alice's repository.
    const outsider = await send('bob', [toggle])
    expect(outsider.rawLog).toContain("doesn't have permission to perform this operation")

    expect((await send('alice', [toggle])).code).toBe(0)
    expect((await rest('/repository/0')).body.Repository.archived).toBe(true)

    for (const msg of [
      newIssue,
      {
        type: 'MsgUpdateRepositoryDescription',
        value: { repositoryId: repo, description: 'x' },
      },
      { type: 'MsgChangeOwner', value: { repositoryId: repo, owner: bob } },
      { type: 'MsgDeleteRepository', value: { repositoryId: repo, provider: bob } },
    ]) {
      const refused = await send('alice', [msg])
      expect(refused.code, msg.type).not.toBe(0)
      expect(refused.rawLog, msg.type).toContain(REFUSED)
    }

    // A comment is not a change to the repository: the keeper takes it.
    const comment = await send('bob', [
      {
        type: 'MsgCreateComment',
        value: {
          repositoryId: 0,
          parentIid: 1,
          parent: 1,
          body: 'Still readable',
          attachments: [],
        },
      },
    ])
    expect(comment.code, comment.rawLog).toBe(0)

    expect((await send('alice', [toggle])).code).toBe(0)
    const reopened = await send('alice', [newIssue])
    expect(reopened.code, reopened.rawLog).toBe(0)
  })
})
