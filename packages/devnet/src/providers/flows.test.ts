/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- REST JSON is checked by the assertions */
import { createHash } from 'node:crypto'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MsgInvokeDaoMergePullRequest } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { createTestDao, submitProposal } from '../testing/test-dao.ts'
import {
  approveAndMerge,
  createPullRequest,
  forkRepository,
  type PackfileProposal,
} from '../seed/demo-msgs.ts'
import { DEMO_ACCOUNTS, DEMO_ISSUES, DEMO_PULLS, DEMO_REPOSITORIES } from '../seed/demo-world.ts'
import { signOffchain } from '../testing/provider-support.ts'
import { startHarness, type Harness } from '../testing/harness.ts'

const G = '/gitopia/gitopia/gitopia'
const S = '/gitopia/gitopia/storage'
const alice = DEMO_ACCOUNTS.alice.address
const hello = DEMO_REPOSITORIES.helloWorld
let h: Harness

beforeAll(async () => {
  h = await startHarness({ seed: 'demo' })
}, 60_000)
afterAll(() => h.close())

/** Polls a single-proposal route like gitopia-web: non-200 means "not yet". */
async function waitForProposal(path: string): Promise<any> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { status, body } = await h.get(path)
    if (status === 200) return body
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`no proposal at ${path}`)
}

describe('provider flows', () => {
  it('a provider named by its address (the default one) is found on chain with its API URL', async () => {
    const provider = h.devnet.providers[0]
    if (!provider) throw new Error('no provider')
    // What the client's fallback reads when the chain lists no active provider.
    const { status, body } = await h.get(`${S}/provider/${provider.address}`)
    expect(status).toBe(200)
    expect(body.provider).toMatchObject({ creator: provider.address, api_url: provider.url })
  })

  it('merges a pull request from a fork: provider merge commit, approval + merge in one tx', async () => {
    const master = (await h.get(`${G}/alice/repository/hello-world/branch/master`)).body
      .Branch as any
    const [provider, other] = h.devnet.providers
    const invoked = await h.send('alice', [
      {
        type: 'MsgInvokeMergePullRequest',
        value: {
          repositoryId: Number(hello.id),
          iid: DEMO_PULLS.greeting.iid,
          provider: provider?.address,
          baseCommitSha: master.sha,
        },
      },
    ])
    expect(invoked.code).toBe(0)
    const task = (await h.get(`${G}/task`)).body.Task as any[]
    expect(task.at(-1)).toMatchObject({
      type: 'TASK_TYPE_SET_PULL_REQUEST_STATE',
      state: 'TASK_STATE_PENDING',
    })

    const { packfile_update_proposal: proposal } = await waitForProposal(
      `${S}/packfile-update-proposal/${hello.id}/${alice}`,
    )
    expect(proposal.merge_commit_sha).toMatch(/^[0-9a-f]{40}$/)
    const merged = await h.send(
      'alice',
      approveAndMerge(
        alice,
        proposal as PackfileProposal,
        Number(hello.id),
        DEMO_PULLS.greeting.iid,
      ),
    )
    expect(merged.code).toBe(0)

    const pull = (await h.get(`${G}/alice/hello-world/pull/${DEMO_PULLS.greeting.iid}`)).body
      .PullRequest as any
    expect(pull).toMatchObject({
      state: 'MERGED',
      mergedBy: alice,
      mergeCommitSha: proposal.merge_commit_sha,
    })
    expect(pull.base.commitSha).toBe(master.sha)
    const after = (await h.get(`${G}/alice/repository/hello-world/branch/master`)).body
      .Branch as any
    expect(after.sha).toBe(proposal.merge_commit_sha)
    const comments = (await h.get(`${G}/repository/0/pullrequest/1/comment`)).body.Comment as any[]
    expect(comments.at(-1)).toMatchObject({
      body: `@${alice} merged`,
      commentType: 'COMMENT_TYPE_PULL_REQUEST_MERGED',
    })
    const issue = (await h.get(`${G}/alice/hello-world/issue/${DEMO_ISSUES.greeting.iid}`)).body
      .Issue as any
    expect(issue.state).toBe('CLOSED')
    const bounty = (await h.get(`${G}/bounty/0`)).body.Bounty as any
    expect(bounty).toMatchObject({
      state: 'BOUNTY_STATE_DESTCREDITED',
      rewardedTo: DEMO_ACCOUNTS.bob.address,
    })
    expect((await h.get(`${G}/task`)).body.Task).toContainEqual(
      expect.objectContaining({ state: 'TASK_STATE_SUCCESS' }),
    )
    expect((await h.get(`${S}/packfile-update-proposal/${hello.id}/${alice}`)).status).toBe(404)

    // The merge commit is a real two-parent commit, and the other provider serves it.
    await h.devnet.providersIdle()
    const commit = await fetch(`${other?.url}/commits/${proposal.merge_commit_sha}`, {
      method: 'POST',
      body: JSON.stringify({ repository_id: Number(hello.id) }),
    })
    const json = (await commit.json()) as any
    expect(json.parent_ids).toHaveLength(2)
    expect(json.title).toBe('Merge pull request #1 from hello-world/feature/greeting-name')
    const content = await fetch(`${other?.url}/content`, {
      method: 'POST',
      body: JSON.stringify({
        repository_id: 0,
        ref_id: proposal.merge_commit_sha,
        path: 'src/greeting.ts',
      }),
    })
    expect(((await content.json()) as any).content[0].name).toBe('greeting.ts')
  })

  it('refuses a merge with a stale base sha', async () => {
    const result = await h.send('alice', [
      {
        type: 'MsgInvokeMergePullRequest',
        value: {
          repositoryId: Number(hello.id),
          iid: DEMO_PULLS.conflicting.iid,
          provider: h.devnet.providers[0]?.address,
          baseCommitSha: 'a'.repeat(40),
        },
      },
    ])
    expect(result.rawLog).toContain('SHA mismatch')
  })

  it('a merge git cannot do: the provider marks the task failed and proposes nothing', async () => {
    const master = (await h.get(`${G}/alice/repository/hello-world/branch/master`)).body
      .Branch as any
    const provider = h.devnet.providers[0]
    const invoked = await h.send('alice', [
      {
        type: 'MsgInvokeMergePullRequest',
        value: {
          repositoryId: Number(hello.id),
          iid: DEMO_PULLS.conflicting.iid,
          provider: provider?.address,
          baseCommitSha: master.sha,
        },
      },
    ])
    expect(invoked.code).toBe(0)
    await h.devnet.providersIdle()
    const task = ((await h.get(`${G}/task`)).body.Task as any[]).at(-1)
    expect(task).toMatchObject({
      state: 'TASK_STATE_FAILURE',
      provider: provider?.address,
      message: `merge conflict: pull request #${DEMO_PULLS.conflicting.iid} can't be merged automatically`,
    })
    expect((await h.get(`${S}/packfile-update-proposal/${hello.id}/${alice}`)).status).toBe(404)
    // Only the task's provider may report on it.
    const forged = await h.send('alice', [
      { type: 'MsgUpdateTask', value: { id: Number(task.id), state: 1, message: 'done' } },
    ])
    expect(forged.rawLog).toContain("doesn't have permission")
  })

  it('release with an uploaded asset: provider proposes, user approves, asset recorded', async () => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEMO_ACCOUNTS.alice.mnemonic, {
      prefix: 'gitopia',
    })
    const bytes = Buffer.from('release notes as a file\n')
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const provider = h.devnet.providers[1]
    const form = new FormData()
    form.append(
      'signature',
      await signOffchain(wallet, {
        action: 'new-release',
        repositoryId: hello.id,
        tagName: 'v0.1.0',
        name: 'notes.txt',
        size: bytes.length,
        sha256,
      }),
    )
    form.append('file', new Blob([bytes]), 'notes.txt')
    const upload = await fetch(`${provider?.url}/upload`, { method: 'POST', body: form })
    expect(await upload.json()).toEqual({ sha: sha256, size: bytes.length })
    const release = (await h.get(`${G}/alice/repository/hello-world/releases/tag/v0.1.0`)).body
      .Release as any
    const updated = await h.send('alice', [
      {
        type: 'MsgUpdateRelease',
        value: {
          id: Number(release.id),
          repositoryId: { id: 'alice', name: 'hello-world' },
          tagName: 'v0.1.0',
          target: release.target,
          name: release.name,
          description: 'Now with notes',
          attachments: JSON.stringify([
            { name: 'notes.txt', size: bytes.length, sha: sha256, uploader: alice },
          ]),
          draft: false,
          preRelease: true,
          isTag: true,
          provider: provider?.address,
        },
      },
    ])
    expect(updated.code).toBe(0)
    const { release_assets_proposal: proposal } = await waitForProposal(
      `${S}/release-assets-update-proposal/${hello.id}/v0.1.0/${alice}`,
    )
    const approved = await h.send('alice', [
      {
        type: '/gitopia.gitopia.storage.MsgApproveReleaseAssetsUpdate',
        value: { creator: alice, proposalId: Number(proposal.id) },
      },
    ])
    expect(approved.code).toBe(0)
    const asset = (await h.get(`${S}/repository/${hello.id}/release-asset/v0.1.0/notes.txt`)).body
      .release_asset as any
    expect(asset.sha256).toBe(sha256)
    const served = await fetch(
      `${h.devnet.providers[0]?.url}/releases/alice/hello-world/v0.1.0/notes.txt`,
    )
    expect(await served.text()).toBe(bytes.toString())
  })

  it('repository delete: provider proposes, user approves, the repository is gone', async () => {
    const asked = await h.send('alice', [
      {
        type: 'MsgDeleteRepository',
        value: {
          repositoryId: { id: 'alice', name: 'empty-repo' },
          provider: h.devnet.providers[0]?.address,
        },
      },
    ])
    expect(asked.code).toBe(0)
    const { repository_delete_proposal: proposal } = await waitForProposal(
      `${S}/repository-delete-proposal/${DEMO_REPOSITORIES.empty.id}/${alice}`,
    )
    const approved = await h.send('alice', [
      {
        type: '/gitopia.gitopia.storage.MsgApproveRepositoryDelete',
        value: { creator: alice, proposalId: Number(proposal.id) },
      },
    ])
    expect(approved.code).toBe(0)
    expect((await h.get(`${G}/user/alice/repository/empty-repo`)).status).toBe(500)
  })

  it('a DAO merge: the packfile proposal is for the member whose tx ran the group proposal, who approves and merges', async () => {
    const bob = DEMO_ACCOUNTS.bob.address
    const { policy } = await createTestDao(h, 'mergers')
    const forked = await h.send('alice', [
      forkRepository({ id: 'alice', name: 'hello-world' }, 'mergers', 'hello-world'),
    ])
    expect(forked.code, forked.rawLog).toBe(0)
    const ref = { id: 'mergers', name: 'hello-world' }
    const opened = await h.send('alice', [
      createPullRequest(
        'By the DAO',
        { repository: ref, branch: 'develop' },
        { repository: ref, branch: 'master' },
      ),
    ])
    expect(opened.code, opened.rawLog).toBe(0)
    const repository = (await h.get(`${G}/user/mergers/repository/hello-world`)).body
      .Repository as any
    const master = (await h.get(`${G}/mergers/repository/hello-world/branch/master`)).body
      .Branch as any
    const invoke = MsgInvokeDaoMergePullRequest.encode({
      admin: policy,
      repositoryId: Number(repository.id),
      iid: 1,
      provider: h.devnet.providers[0]?.address ?? '',
      baseCommitSha: master.sha,
    }).finish()
    const submitted = await h.send('alice', [
      submitProposal(
        alice,
        policy,
        [{ typeUrl: '/gitopia.gitopia.gitopia.MsgInvokeDaoMergePullRequest', value: invoke }],
        { title: 'Merge #1' },
      ),
    ])
    expect(submitted.code, submitted.rawLog).toBe(0)
    const proposals = (await h.get(`/cosmos/group/v1/proposals_by_group_policy/${policy}`)).body
      .proposals as { id: string }[]
    const id = BigInt(proposals.at(-1)?.id ?? '')
    const group = '/cosmos.group.v1.'
    for (const who of ['alice', 'bob'] as const) {
      const voted = await h.send(who, [
        {
          type: `${group}MsgVote`,
          value: {
            creator: undefined,
            proposalId: id,
            voter: DEMO_ACCOUNTS[who].address,
            option: 1,
            metadata: '',
            exec: 0,
          },
        },
      ])
      expect(voted.code, voted.rawLog).toBe(0)
    }
    // bob runs it: the provider proposes the merged packfile to bob, not to the DAO's policy.
    const executed = await h.send('bob', [
      { type: `${group}MsgExec`, value: { creator: undefined, proposalId: id, executor: bob } },
    ])
    expect(executed.rawLog).toContain('PROPOSAL_EXECUTOR_RESULT_SUCCESS')
    const { packfile_update_proposal: proposal } = await waitForProposal(
      `${S}/packfile-update-proposal/${repository.id}/${bob}`,
    )
    expect(
      (await h.get(`${S}/packfile-update-proposal/${repository.id}/${policy}`)).status,
    ).not.toBe(200)
    const merged = await h.send(
      'bob',
      approveAndMerge(bob, proposal as PackfileProposal, Number(repository.id), 1),
    )
    expect(merged.code, merged.rawLog).toBe(0)
    const pull = (await h.get(`${G}/mergers/hello-world/pull/1`)).body.PullRequest as any
    expect(pull).toMatchObject({ state: 'MERGED', mergedBy: bob })
  })
})
