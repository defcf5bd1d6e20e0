/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- REST JSON is checked by the assertions */
import { Secp256k1HdWallet } from '@cosmjs/amino'
import {
  DirectSecp256k1HdWallet,
  type EncodeObject,
  type OfflineSigner,
} from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { MsgUpdateDaoDescription } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { Exec } from 'cosmjs-types/cosmos/group/v1/tx'
import { VoteOption } from 'cosmjs-types/cosmos/group/v1/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  approveAndMerge,
  createPullRequest,
  forkRepository,
  type PackfileProposal,
} from './seed/demo-msgs.ts'
import { DEMO_ACCOUNTS, DEMO_REPOSITORIES } from './seed/demo-world.ts'
import { aminoTypes } from './testing/client-types.ts'
import { startHarness, type Harness } from './testing/harness.ts'

const G = '/gitopia.gitopia.gitopia.'
const R = '/gitopia/gitopia/gitopia'
let h: Harness
const clients = new Map<string, SigningStargateClient>()

async function connect(name: 'dev' | 'alice' | 'bob', mode: 'amino' | 'direct') {
  const { mnemonic } = DEMO_ACCOUNTS[name]
  const wallet: OfflineSigner =
    mode === 'amino'
      ? await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
      : await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
  clients.set(
    `${name}/${mode}`,
    await SigningStargateClient.connectWithSigner(h.devnet.rpcUrl, wallet, {
      registry: h.devnet.registry,
      aminoTypes,
      gasPrice: GasPrice.fromString('0.001ulore'),
      broadcastPollIntervalMs: 50,
    }),
  )
}

/** Simulates for gas (×1.5) and signs in the client's mode; every tx must succeed. */
async function sign(key: string, msgs: { type: string; value: Record<string, unknown> }[]) {
  const client = clients.get(key) as SigningStargateClient
  const address = DEMO_ACCOUNTS[key.split('/')[0] as 'dev'].address
  const encoded: EncodeObject[] = msgs.map(({ type, value }) => ({
    typeUrl: type.startsWith('/') ? type : `${G}${type}`,
    value: type.startsWith('/') ? value : { creator: address, ...value },
  }))
  const result = await client.signAndBroadcast(address, encoded, 1.5)
  expect(result.code, result.rawLog).toBe(0)
  return result
}

async function get(path: string): Promise<any> {
  const { status, body } = await h.get(path)
  expect(status, path).toBe(200)
  return body
}

beforeAll(async () => {
  h = await startHarness({ seed: 'demo' })
  await connect('dev', 'amino')
  await connect('alice', 'amino')
  await connect('alice', 'direct')
  await connect('bob', 'direct')
}, 60_000)
afterAll(async () => {
  for (const client of clients.values()) client.disconnect()
  await h.close()
})

describe('signed txs (LEGACY_AMINO_JSON, as a Ledger signs)', () => {
  it('creates a user, a repository, an issue and a comment; forks, opens a PR and alice merges it', async () => {
    await sign('dev/amino', [
      {
        type: 'MsgCreateUser',
        value: { username: 'devon', name: 'Devon', bio: '', avatarUrl: '' },
      },
      {
        type: 'MsgCreateRepository',
        value: { name: 'notes', owner: 'devon', description: 'mine' },
      },
    ])
    expect((await get(`${R}/user/devon/repository/notes`)).Repository.description).toBe('mine')
    await sign('dev/amino', [
      {
        type: 'MsgCreateIssue',
        value: {
          repositoryId: { id: 'alice', name: 'hello-world' },
          title: 'Signed with amino',
          description: 'From a Ledger-like signer',
          labelIds: [],
          weight: 0,
          assignees: [],
          bountyAmount: [],
          bountyExpiry: 0,
        },
      },
    ])
    const issue = (await get(`${R}/alice/hello-world/issue`)).Issue[0]
    expect(issue).toMatchObject({ title: 'Signed with amino', iid: '5' })
    await sign('dev/amino', [
      {
        type: 'MsgCreateComment',
        value: {
          repositoryId: Number(DEMO_REPOSITORIES.helloWorld.id),
          parentIid: 5,
          parent: 1,
          body: 'A comment signed with amino',
          attachments: [],
          diffHunk: '',
          path: '',
          position: 0,
        },
      },
      forkRepository({ id: 'alice', name: 'hello-world' }, 'devon', 'hello-dev'),
    ])
    expect((await get(`${R}/repository/0/issue/5/comment`)).Comment.at(-1).body).toBe(
      'A comment signed with amino',
    )
    await sign('dev/amino', [
      createPullRequest(
        'Ship develop from a fork',
        { repository: { id: 'devon', name: 'hello-dev' }, branch: 'develop' },
        { repository: { id: 'alice', name: 'hello-world' }, branch: 'master' },
      ),
    ])
    const pull = (await get(`${R}/alice/hello-world/pull/4`)).PullRequest
    expect(pull.head.branch).toBe('develop')

    const master = (await get(`${R}/alice/repository/hello-world/branch/master`)).Branch
    await sign('alice/amino', [
      {
        type: 'MsgInvokeMergePullRequest',
        value: {
          repositoryId: 0,
          iid: 4,
          provider: h.devnet.providers[0]?.address,
          baseCommitSha: master.sha,
        },
      },
    ])
    let proposal: any
    for (let i = 0; i < 100 && !proposal; i++) {
      const found = await h.get(
        `/gitopia/gitopia/storage/packfile-update-proposal/0/${DEMO_ACCOUNTS.alice.address}`,
      )
      if (found.status === 200) proposal = found.body.packfile_update_proposal
      else await new Promise(resolve => setTimeout(resolve, 50))
    }
    await sign(
      'alice/amino',
      approveAndMerge(DEMO_ACCOUNTS.alice.address, proposal as PackfileProposal, 0, 4),
    )
    expect((await get(`${R}/alice/hello-world/pull/4`)).PullRequest.state).toBe('MERGED')
    expect((await get(`${R}/alice/repository/hello-world/branch/master`)).Branch.sha).toBe(
      proposal.merge_commit_sha,
    )
  })
})

describe('signed txs (DIRECT)', () => {
  it('creates a DAO and passes a group proposal by vote, then executes it', async () => {
    await sign('bob/direct', [
      {
        type: 'MsgCreateDao',
        value: {
          name: 'review-club',
          description: 'before',
          avatarUrl: '',
          location: '',
          website: '',
          members: [
            { address: DEMO_ACCOUNTS.bob.address, weight: '1', metadata: '' },
            { address: DEMO_ACCOUNTS.alice.address, weight: '1', metadata: '' },
          ],
          votingPeriod: '24',
          percentage: '0.6',
          config: undefined,
        },
      },
    ])
    const dao = (await get(`${R}/dao/review-club`)).dao
    const policy = (await get(`/cosmos/group/v1/group_policies_by_group/${dao.group_id}`))
      .group_policies[0].address
    const inner = MsgUpdateDaoDescription.fromPartial({
      admin: policy,
      id: dao.address,
      description: 'after',
    })
    const submitted = await sign('bob/direct', [
      {
        type: '/cosmos.group.v1.MsgSubmitProposal',
        value: {
          groupPolicyAddress: policy,
          proposers: [DEMO_ACCOUNTS.bob.address],
          metadata: '',
          messages: [
            {
              typeUrl: `${G}MsgUpdateDaoDescription`,
              value: MsgUpdateDaoDescription.encode(inner).finish(),
            },
          ],
          exec: Exec.EXEC_TRY,
          title: 'Describe us',
          summary: '',
        },
      },
    ])
    const id = /"proposal_id","value":"\\"(\d+)\\""/.exec(submitted.rawLog ?? '')?.[1] ?? ''
    // bob alone has 50%, below 60%: still open.
    expect((await get(`/cosmos/group/v1/proposal/${id}`)).proposal.status).toBe(
      'PROPOSAL_STATUS_SUBMITTED',
    )
    await sign('alice/direct', [
      {
        type: '/cosmos.group.v1.MsgVote',
        value: {
          proposalId: BigInt(id),
          voter: DEMO_ACCOUNTS.alice.address,
          option: VoteOption.VOTE_OPTION_YES,
          metadata: '',
          exec: Exec.EXEC_UNSPECIFIED,
        },
      },
    ])
    const tally = (await get(`/cosmos/group/v1/proposals/${id}/tally`)).tally
    expect(tally.yes_count).toBe('2')
    await sign('alice/direct', [
      {
        type: '/cosmos.group.v1.MsgExec',
        value: { proposalId: BigInt(id), executor: DEMO_ACCOUNTS.alice.address },
      },
    ])
    expect((await get(`${R}/dao/review-club`)).dao.description).toBe('after')
  })
})
