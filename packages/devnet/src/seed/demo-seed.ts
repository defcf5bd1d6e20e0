import { Exec } from 'cosmjs-types/cosmos/group/v1/tx'
import { VoteOption } from 'cosmjs-types/cosmos/group/v1/types'
import { cidFromSha256 } from '../modules/storage/types.ts'
import { storeReleaseAsset } from '../storage-provider/release-assets.ts'
import {
  DEMO_ACCOUNTS,
  DEMO_DAOS,
  DEMO_GROUP_PROPOSALS,
  DEMO_ISSUES,
  DEMO_LABELS,
  DEMO_PULLS,
  DEMO_RELEASES,
  DEMO_USERS,
  HOSTILE,
} from './demo-world.ts'
import { daoToolsSpec, helloWorldForkSpec, helloWorldSpec, hostileSpec } from './git/demo.ts'
import { checkDemoWorld } from './demo-check.ts'
import {
  comment,
  createDao,
  createIssue,
  createPullRequest,
  createUser,
  forkRepository,
  ISSUE,
  LORE,
  PULL,
  R,
  releaseAssets,
  repoRef,
} from './demo-msgs.ts'
import { refMsgs, Seeder, type Msg, type SeedContext } from './seeder.ts'

/**
 * Creates the demo world (seed/demo-world.ts) through signed txs, so it is in the block log and
 * survives restarts like any other history. Takes about a second.
 */
export async function seedDemo(ctx: SeedContext): Promise<void> {
  const seeder = new Seeder(ctx)
  const [provider] = ctx.providers
  if (!provider) throw new Error('the demo seed needs a storage provider')
  const alice = await seeder.signer(DEMO_ACCOUNTS.alice.mnemonic)
  const bob = await seeder.signer(DEMO_ACCOUNTS.bob.mnemonic)
  const mallory = await seeder.signer(DEMO_ACCOUNTS.mallory.mnemonic)
  const erin = await seeder.signer(DEMO_ACCOUNTS.erin.mnemonic)
  const faucet = await seeder.signer(DEMO_ACCOUNTS.faucet.mnemonic)
  const send = (to: string, whole: number): Msg => ({
    type: '/cosmos.bank.v1beta1.MsgSend',
    value: { fromAddress: faucet.address, toAddress: to, amount: LORE(whole) },
  })

  await seeder.phase('funding', [[faucet, [send(mallory.address, 100), send(erin.address, 100)]]])
  await seeder.phase('users', [
    [alice, [createUser(DEMO_USERS.alice)]],
    [bob, [createUser(DEMO_USERS.bob)]],
    [mallory, [createUser(DEMO_USERS.mallory)]],
    [erin, [createUser(DEMO_USERS.erin)]],
  ])
  const createRepository = (name: string, owner: string, description: string): Msg => ({
    type: 'MsgCreateRepository',
    value: { name, owner, description },
  })
  await seeder.phase('repositories and DAOs', [
    [
      alice,
      [
        createRepository(R.helloWorld.name, 'alice', 'A small project with real history'),
        createRepository(R.empty.name, 'alice', 'Nothing pushed yet'),
        createDao(DEMO_DAOS.devnet),
        createRepository(R.daoTools.name, DEMO_DAOS.devnet.name, 'Scripts the DAO uses'),
      ],
    ],
    [
      mallory,
      [
        createDao(DEMO_DAOS.hostile),
        createRepository(R.hostile.name, 'mallory', HOSTILE.repoDescription),
      ],
    ],
  ])

  const helloGit = await seeder.buildGit(R.helloWorld.id, helloWorldSpec())
  const toolsGit = await seeder.buildGit(R.daoTools.id, daoToolsSpec())
  const hostileGit = await seeder.buildGit(R.hostile.id, hostileSpec())
  const hello = await seeder.packfileMsg(provider, R.helloWorld.id, helloGit)
  const tools = await seeder.packfileMsg(provider, R.daoTools.id, toolsGit)
  const hostile = await seeder.packfileMsg(provider, R.hostile.id, hostileGit)
  const labels = Object.values(DEMO_LABELS).map((label): Msg => ({
    type: 'MsgCreateRepositoryLabel',
    value: {
      repositoryId: repoRef(R.helloWorld),
      name: label.name,
      color: label.color,
      description: label.description,
    },
  }))
  await seeder.phase('content', [
    [provider.signer, [hello.msg, tools.msg, hostile.msg]],
    [
      alice,
      [
        ...refMsgs(repoRef(R.helloWorld), helloGit, hello.cid, { firstBranch: 'master' }),
        ...refMsgs(repoRef(R.daoTools), toolsGit, tools.cid, { firstBranch: 'main' }),
        ...labels,
        { type: 'MsgToggleRepositoryForking', value: { repositoryId: repoRef(R.helloWorld) } },
        {
          type: 'MsgUpdateRepositoryCollaborator',
          value: { repositoryId: repoRef(R.helloWorld), user: bob.address, role: 'WRITE' },
        },
      ],
    ],
    [mallory, refMsgs(repoRef(R.hostile), hostileGit, hostile.cid, { firstBranch: 'master' })],
  ])

  await seeder.phase('fork', [[bob, [forkRepository(repoRef(R.helloWorld), 'bob')]]])
  const forkGit = await seeder.buildGit(R.fork.id, helloWorldForkSpec(), helloGit)
  const fork = await seeder.packfileMsg(provider, R.fork.id, forkGit)
  const bountyExpiry = Math.floor(Date.now() / 1000) + 30 * 86_400
  const issue = ({ title, ...fields }: { title: string } & Record<string, unknown>): Msg =>
    createIssue(repoRef(R.helloWorld), title, fields)
  await seeder.phase('issues', [
    [provider.signer, [fork.msg]],
    [
      bob,
      refMsgs(repoRef(R.fork), forkGit, fork.cid, {
        firstBranch: 'master',
        only: ['feature/greeting-name', 'conflicting'],
      }),
    ],
    [
      alice,
      [
        issue({
          title: DEMO_ISSUES.greeting.title,
          description:
            'When I run `greet("Ada", "Lovelace")` only **Ada** is printed.\n\nExpected: the full name.',
          labelIds: [Number(DEMO_LABELS.enhancement.id)],
          assignees: [bob.address],
          bountyAmount: LORE(5),
          bountyExpiry,
        }),
        issue({
          title: DEMO_ISSUES.crash.title,
          description:
            'Running `./scripts/build.sh ""` crashes:\n\n```\nTypeError: name is empty\n```',
          labelIds: [Number(DEMO_LABELS.bug.id)],
        }),
      ],
    ],
    [mallory, [issue({ title: HOSTILE.issueTitle, description: HOSTILE.issueBody })]],
  ])

  const assets = releaseAssets()
  for (const asset of assets)
    await storeReleaseAsset(
      ctx.dataDir,
      R.helloWorld.id,
      DEMO_RELEASES.v1.tag,
      asset.name,
      asset.bytes,
    )
  const pull = (head: 'fork' | 'helloWorld', headBranch: string, title: string, fields = {}) =>
    createPullRequest(
      title,
      { repository: repoRef(R[head]), branch: headBranch },
      { repository: repoRef(R.helloWorld), branch: 'master' },
      fields,
    )
  const release = (fields: Record<string, unknown>): Msg => ({
    type: 'MsgCreateRelease',
    value: {
      repositoryId: repoRef(R.helloWorld),
      target: 'master',
      draft: false,
      preRelease: false,
      isTag: true,
      // No provider named: the seed proposes the assets itself, in its own block.
      provider: '',
      attachments: '[]',
      ...fields,
    },
  })
  await seeder.phase('pull requests and releases', [
    [
      bob,
      [
        pull('fork', DEMO_PULLS.greeting.headBranch, DEMO_PULLS.greeting.title, {
          description: 'Adds `fullName()` and uses it in the greeting.\n\nCloses #1',
          reviewers: [alice.address],
          issueIids: [DEMO_ISSUES.greeting.iid],
        }),
        pull('fork', DEMO_PULLS.conflicting.headBranch, DEMO_PULLS.conflicting.title, {
          description: 'A different take; this one conflicts with `master`.',
        }),
        comment(
          DEMO_ISSUES.greeting.iid,
          ISSUE,
          'I can take this one. Should the name be trimmed?',
        ),
      ],
    ],
    [
      alice,
      [
        pull('helloWorld', DEMO_PULLS.develop.headBranch, DEMO_PULLS.develop.title),
        issue({
          title: DEMO_ISSUES.docs.title,
          description: 'Explain what [build.sh](scripts/build.sh) does.',
          labelIds: [Number(DEMO_LABELS.documentation.id)],
        }),
        comment(DEMO_ISSUES.greeting.iid, ISSUE, 'Yes please, trim both parts. Thanks @bob!'),
        release({
          tagName: DEMO_RELEASES.v1.tag,
          name: DEMO_RELEASES.v1.name,
          description: 'The first release.\n\n- Greets people\n- Has a login form',
          attachments: JSON.stringify(
            assets.map(asset => ({
              name: asset.name,
              size: asset.bytes.length,
              sha: asset.sha256,
              uploader: alice.address,
            })),
          ),
        }),
        release({
          tagName: DEMO_RELEASES.v01.tag,
          name: DEMO_RELEASES.v01.name,
          description: HOSTILE.releaseNotes,
          preRelease: true,
        }),
      ],
    ],
    [
      mallory,
      [
        comment(DEMO_ISSUES.greeting.iid, ISSUE, HOSTILE.comment),
        comment(DEMO_PULLS.greeting.iid, PULL, HOSTILE.comment),
      ],
    ],
  ])

  const dao = ctx.platform.daos.all().find(d => d.name === DEMO_DAOS.devnet.name)
  const policy = ctx.groups.policies.all().find(p => p.group_id === dao?.group_id)
  if (!policy) throw new Error('seed: the demo DAO has no group policy')
  const proposal = (title: string, summary: string): Msg => ({
    type: '/cosmos.group.v1.MsgSubmitProposal',
    value: {
      groupPolicyAddress: policy.address,
      proposers: [alice.address],
      metadata: '',
      messages: [],
      exec: Exec.EXEC_TRY,
      title,
      summary,
    },
  })
  const repositoryId = Number(R.helloWorld.id)
  await seeder.phase('reviews, states and proposals', [
    [
      provider.signer,
      [
        {
          type: '/gitopia.gitopia.storage.MsgProposeReleaseAssetsUpdate',
          value: {
            creator: provider.address,
            user: alice.address,
            repositoryId,
            tag: DEMO_RELEASES.v1.tag,
            assets: assets.map(asset => ({
              name: asset.name,
              cid: cidFromSha256(asset.sha256),
              rootHash: Buffer.from(asset.sha256, 'hex'),
              size: asset.bytes.length,
              sha256: asset.sha256,
              oldCid: '',
            })),
          },
        },
      ],
    ],
    [
      alice,
      [
        {
          type: 'MsgToggleIssueState',
          value: { repositoryId, iid: DEMO_ISSUES.crash.iid, commentBody: 'Fixed in v1.0.0.' },
        },
        {
          type: 'MsgSetPullRequestState',
          value: {
            repositoryId,
            iid: DEMO_PULLS.develop.iid,
            state: 'CLOSED',
            commentBody: 'Not ready yet; closing for now.',
          },
        },
        comment(DEMO_PULLS.greeting.iid, PULL, 'Looks good. One nit: trim the parts first.'),
        {
          type: 'MsgAddIssueAssignees',
          value: { repositoryId, iid: DEMO_ISSUES.docs.iid, assignees: [alice.address] },
        },
        {
          type: 'MsgAddIssueLabels',
          value: {
            repositoryId,
            iid: DEMO_ISSUES.hostile.iid,
            labelIds: [Number(DEMO_LABELS.hostile.id)],
          },
        },
        proposal(DEMO_GROUP_PROPOSALS.docsSprint.title, 'Spend a week on documentation.'),
        proposal(DEMO_GROUP_PROPOSALS.newLogo.title, 'Use the round logo everywhere.'),
      ],
    ],
  ])

  const assetProposal = ctx.storage.proposalsOf('release-assets')[0]
  if (!assetProposal) throw new Error('seed: no release assets proposal')
  await seeder.phase('approvals and votes', [
    [
      alice,
      [
        {
          type: '/gitopia.gitopia.storage.MsgApproveReleaseAssetsUpdate',
          value: { creator: alice.address, proposalId: Number(assetProposal.id) },
        },
      ],
    ],
    [
      bob,
      [
        {
          type: '/cosmos.group.v1.MsgVote',
          value: {
            proposalId: BigInt(DEMO_GROUP_PROPOSALS.docsSprint.id),
            voter: bob.address,
            option: VoteOption.VOTE_OPTION_YES,
            metadata: '',
            exec: Exec.EXEC_UNSPECIFIED,
          },
        },
      ],
    ],
  ])
  checkDemoWorld(ctx)
}
