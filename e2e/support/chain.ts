import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { allGitopiaMsgTypes, createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { createIssue } from '@gitopia-client/devnet/demo-msgs'

/**
 * Test fixtures made the way a user makes them: real signed txs against the devnet (new funded
 * accounts, users, repositories, labels, collaborators, issues), so each test owns its world.
 */
const registry = createGitopiaRegistry(allGitopiaMsgTypes)
const GITOPIA = '/gitopia.gitopia.gitopia.'

export interface TestAccount {
  readonly mnemonic: string
  readonly address: string
  readonly username: string
  /** Signs one tx with these Msgs (`creator` filled in); throws with the raw log on failure. */
  send(msgs: readonly { type: string; value: Record<string, unknown> }[]): Promise<void>
}

export interface Urls {
  readonly rest: string
  readonly rpc: string
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** Signs txs as an existing account (a seeded user, say). */
export async function accountOf(
  urls: Urls,
  mnemonic: string,
): Promise<Pick<TestAccount, 'address' | 'send'>> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
  const { address, send } = await signerFor(urls, wallet)
  return { address, send }
}

async function signerFor(urls: Urls, wallet: DirectSecp256k1HdWallet) {
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  const client = await SigningStargateClient.connectWithSigner(urls.rpc, wallet, {
    registry,
    gasPrice: GasPrice.fromString('0.0012ulore'),
    broadcastPollIntervalMs: 100,
  })
  const send: TestAccount['send'] = async msgs => {
    const encoded: EncodeObject[] = msgs.map(({ type, value }) => ({
      typeUrl: type.startsWith('/') ? type : `${GITOPIA}${type}`,
      value: { creator: account.address, ...value },
    }))
    const result = await client.signAndBroadcast(account.address, encoded, 'auto')
    if (result.code !== 0) throw new Error(`tx failed: ${result.rawLog ?? result.code}`)
  }
  return { address: account.address, send }
}

/** A funded account with a user profile named `<prefix><unique>`. */
export async function newUser(urls: Urls, prefix: string): Promise<TestAccount> {
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  const faucet = await fetch(`${urls.rest}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: account.address }),
  })
  if (faucet.status !== 200) throw new Error(`faucet: ${faucet.status} ${await faucet.text()}`)
  const { send } = await signerFor(urls, wallet)
  const username = `${prefix}${unique()}`.slice(0, 39)
  await send([
    { type: 'MsgCreateUser', value: { username, name: username, bio: '', avatarUrl: '' } },
  ])
  return { mnemonic: wallet.mnemonic, address: account.address, username, send }
}

export interface TestRepository {
  readonly rest: string
  readonly owner: TestAccount
  readonly name: string
  /** Label ids by name. */
  readonly labels: Record<string, string>
  readonly path: string
}

/** A repository of `owner` with the given labels (ids 1, 2, … in order). */
export async function newRepository(
  rest: string,
  owner: TestAccount,
  labels: readonly { name: string; color: string }[] = [],
): Promise<TestRepository> {
  const name = `tracker-${unique()}`
  await owner.send([
    { type: 'MsgCreateRepository', value: { name, owner: owner.address, description: '' } },
  ])
  const repositoryId = { id: owner.address, name }
  if (labels.length > 0) {
    await owner.send(
      labels.map(label => ({
        type: 'MsgCreateRepositoryLabel',
        value: {
          repositoryId,
          name: label.name,
          color: label.color,
          description: `${label.name} things`,
        },
      })),
    )
  }
  return {
    rest,
    owner,
    name,
    labels: Object.fromEntries(labels.map((label, index) => [label.name, String(index + 1)])),
    path: `/${owner.username}/${name}`,
  }
}

export async function addCollaborator(
  repository: TestRepository,
  user: TestAccount,
  role: 'READ' | 'TRIAGE' | 'WRITE' | 'MAINTAIN' | 'ADMIN',
): Promise<void> {
  await repository.owner.send([
    {
      type: 'MsgUpdateRepositoryCollaborator',
      value: {
        repositoryId: { id: repository.owner.address, name: repository.name },
        user: user.address,
        role,
      },
    },
  ])
}

/** Opens issues in one tx; returns nothing (iids follow creation order from 1). */
export async function createIssues(
  repository: TestRepository,
  author: TestAccount,
  issues: readonly { title: string; description?: string; labelIds?: readonly string[] }[],
): Promise<void> {
  const ref = { id: repository.owner.address, name: repository.name }
  await author.send(
    issues.map(issue =>
      createIssue(ref, issue.title, {
        description: issue.description ?? '',
        labelIds: (issue.labelIds ?? []).map(Number),
      }),
    ),
  )
}

/** Comments on an issue, in one tx. */
export async function createComments(
  repository: TestRepository,
  author: TestAccount,
  iid: number,
  bodies: readonly string[],
): Promise<void> {
  const id = await repositoryId(repository)
  await author.send(
    bodies.map(body => ({
      type: 'MsgCreateComment',
      value: {
        repositoryId: Number(id),
        parentIid: iid,
        parent: 1,
        body,
        attachments: [],
        diffHunk: '',
        path: '',
        position: 0,
      },
    })),
  )
}

/** The repository's numeric id, read back from the chain. */
export async function repositoryId(repository: TestRepository): Promise<string> {
  const response = await fetch(
    `${repository.rest}/gitopia/gitopia/gitopia/user/${repository.owner.address}/repository/${repository.name}`,
  )
  const body = (await response.json()) as { Repository: { id: string } }
  return body.Repository.id
}
