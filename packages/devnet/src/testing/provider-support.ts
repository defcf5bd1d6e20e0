import {
  DirectSecp256k1HdWallet,
  encodePubkey,
  makeAuthInfoBytes,
  makeSignDoc,
} from '@cosmjs/proto-signing'
import { encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'
import { execFile, execFileSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { createSeedRepositories } from '../seed/git/create.ts'
import { demoRepositories } from '../seed/git/demo.ts'
import type { SeededRepository } from '../seed/git/spec.ts'
import { InMemoryChainView } from '../storage-provider/in-memory-chain-view.ts'
import { encodeMsgSignData, MSG_SIGN_DATA_TYPE_URL } from '../storage-provider/msg-sign-data.ts'
import { gitEnvironment } from '../storage-provider/git.ts'

/** Signs `payload` the way the web client signs off-chain data (DIRECT, chain-id gitopia, 0/0). */
export async function signOffchain(
  wallet: DirectSecp256k1HdWallet,
  payload: unknown,
): Promise<string> {
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('wallet has no account')
  const json = JSON.stringify(payload)
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        {
          typeUrl: MSG_SIGN_DATA_TYPE_URL,
          value: encodeMsgSignData({
            signer: account.address,
            data: new TextEncoder().encode(json),
          }),
        },
      ],
      memo: json,
    }),
  ).finish()
  const pubkey = encodePubkey(encodeSecp256k1Pubkey(account.pubkey))
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: 0 }],
    [{ denom: 'ulore', amount: '0' }],
    0,
    undefined,
    undefined,
    SignMode.SIGN_MODE_DIRECT,
  )
  const { signed, signature } = await wallet.signDirect(
    account.address,
    makeSignDoc(bodyBytes, authInfoBytes, 'gitopia', 0),
  )
  const raw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [Buffer.from(signature.signature, 'base64')],
  })
  return toBase64(TxRaw.encode(raw).finish())
}

/** Alice's signed `git-push` authorization for a repository: the password a provider wants. */
export async function alicePushToken(repositoryId: string): Promise<string> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS.alice.mnemonic, {
    prefix: 'gitopia',
  })
  return signOffchain(wallet, { action: 'git-push', repositoryId })
}

export interface DemoWorld {
  readonly dataDir: string
  readonly chain: InMemoryChainView
  readonly repos: Map<string, SeededRepository>
  readonly owner: DirectSecp256k1HdWallet
  readonly ownerAddress: string
  readonly stranger: DirectSecp256k1HdWallet
}

/** Ids of the demo repositories on the in-memory chain. */
export const DEMO_IDS: Readonly<Record<string, string>> = {
  'hello-world': '1',
  'hello-world-fork': '2',
  'hostile-readme': '3',
}

/** Builds the demo repositories as a provider's data directory, with a chain that knows them. */
export async function demoWorld(): Promise<DemoWorld> {
  const dataDir = await mkdtemp(join(tmpdir(), 'provider-test-'))
  const repos = await createSeedRepositories(demoRepositories(), spec =>
    join(dataDir, 'repositories', `${DEMO_IDS[spec.name] ?? spec.name}.git`),
  )
  const owner = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const stranger = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const [ownerAccount] = await owner.getAccounts()
  const ownerAddress = ownerAccount?.address ?? ''
  const chain = new InMemoryChainView()
    .addRepository({ id: '1', owner: ownerAddress, ownerName: 'alice', name: 'hello-world' })
    .addRepository({ id: '2', owner: ownerAddress, name: 'hello-world-fork', parentId: '1' })
    .addRepository({ id: '3', owner: ownerAddress, ownerName: 'alice', name: 'hostile-readme' })
  return { dataDir, chain, repos, owner, ownerAddress, stranger }
}

/** Runs git directly, as the reference the provider's answers are compared with. */
export function gitOut(repo: string, ...args: string[]): string {
  return execFileSync('git', [`--git-dir=${repo}`, ...args], {
    env: gitEnvironment(),
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8')
}

export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

/** Git LFS's filters as `-c` options: the tests ignore user and system git config. */
export const LFS_FILTERS: readonly string[] = [
  'filter.lfs.clean=git-lfs clean -- %f',
  'filter.lfs.smudge=git-lfs smudge -- %f',
  'filter.lfs.process=git-lfs filter-process',
  'filter.lfs.required=true',
].flatMap(setting => ['-c', setting])

const run = promisify(execFile)

/**
 * git in a working directory as Alice, ignoring user and system config. `password` adds the Basic
 * authorization header a provider wants for a push; `config` more `-c` options (LFS_FILTERS).
 */
export function gitAt(
  cwd: string,
  args: readonly string[],
  password?: string,
  config: readonly string[] = [],
) {
  const auth =
    password === undefined
      ? []
      : [
          '-c',
          `http.extraHeader=Authorization: Basic ${Buffer.from(`git:${password}`).toString('base64')}`,
        ]
  const env = gitEnvironment({
    GIT_AUTHOR_NAME: 'Alice',
    GIT_AUTHOR_EMAIL: 'alice@devnet.test',
    GIT_COMMITTER_NAME: 'Alice',
    GIT_COMMITTER_EMAIL: 'alice@devnet.test',
  })
  return run('git', [...config, ...auth, ...args], { cwd, env, maxBuffer: 1 << 26 })
}
