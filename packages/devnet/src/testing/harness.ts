/* Test helpers: a devnet in a temporary home and signing clients for the known accounts. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DirectSecp256k1HdWallet,
  type EncodeObject,
  type OfflineSigner,
} from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient, type DeliverTxResponse } from '@cosmjs/stargate'
import { useForTheFile } from './for-the-file.ts'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { aminoTypes } from './client-types.ts'
import { startDevnet, type Devnet, type DevnetOptions } from '../node.ts'

export type AccountName = keyof typeof TEST_ACCOUNTS

export interface Harness {
  readonly devnet: Devnet
  /** Signs `msgs` (type names without a package are gitopia's) with a fixed generous fee. */
  send(
    name: AccountName,
    msgs: readonly { type: string; value: Record<string, unknown> }[],
  ): Promise<DeliverTxResponse>
  /** GET on the REST server; `path` is absolute. */
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>
  close(): Promise<void>
}

const GITOPIA = '/gitopia.gitopia.gitopia.'

export interface TestDevnet {
  readonly devnet: Devnet
  readonly home: string
  /** Stops the devnet and removes its home. */
  close(): Promise<void>
}

/** A devnet on the home `home`: ports 0, chain id gitopia-devnet-1, 50 ms blocks unless told. */
export function startDevnetAt(home: string, options: Partial<DevnetOptions> = {}): Promise<Devnet> {
  return startDevnet({
    home,
    restPort: 0,
    rpcPort: 0,
    chainId: 'gitopia-devnet-1',
    blockTimeMs: 50,
    ...options,
  })
}

/** `startDevnetAt` in a temporary home, which `close` removes. */
export async function startTestDevnet(options: Partial<DevnetOptions> = {}): Promise<TestDevnet> {
  const home = await mkdtemp(join(tmpdir(), 'devnet-test-'))
  const devnet = await startDevnetAt(home, options)
  return {
    devnet,
    home,
    async close() {
      await devnet.close()
      await rm(home, { recursive: true, force: true })
    },
  }
}

/** A cosmjs signing client on the devnet's RPC with its registry and Amino types (0.001ulore). */
export function signingClient(devnet: Devnet, signer: OfflineSigner) {
  return SigningStargateClient.connectWithSigner(devnet.rpcUrl, signer, {
    registry: devnet.registry,
    aminoTypes,
    gasPrice: GasPrice.fromString('0.001ulore'),
    broadcastPollIntervalMs: 50,
  })
}

export async function startHarness(options: Partial<DevnetOptions> = {}): Promise<Harness> {
  const test = await startTestDevnet(options)
  const { devnet } = test
  const clients = new Map<AccountName, SigningStargateClient>()
  const clientFor = async (name: AccountName) => {
    const existing = clients.get(name)
    if (existing) return existing
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS[name].mnemonic, {
      prefix: 'gitopia',
    })
    const client = await signingClient(devnet, wallet)
    clients.set(name, client)
    return client
  }
  return {
    devnet,
    async send(name, msgs) {
      const signer = TEST_ACCOUNTS[name].address
      const encoded: EncodeObject[] = msgs.map(({ type, value }) => ({
        typeUrl: type.startsWith('/') ? type : `${GITOPIA}${type}`,
        value: { creator: signer, ...value },
      }))
      return (await clientFor(name)).signAndBroadcast(signer, encoded, {
        amount: [{ denom: 'ulore', amount: '4000' }],
        gas: '4000000',
      })
    },
    async get(path) {
      const response = await fetch(`${devnet.restUrl}${path}`)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    async close() {
      for (const client of clients.values()) client.disconnect()
      await test.close()
    },
  }
}

export interface RepositoryHarness {
  readonly h: Harness
  /** A temporary working directory for clones. */
  readonly work: string
  /** The repository as REST shows it now. */
  repository(): Promise<RepositoryJson>
  close(): Promise<void>
}

/** What the tests read of a repository's REST JSON. */
export interface RepositoryJson {
  readonly id: string
  readonly owner: { readonly id: string }
  readonly backups: readonly unknown[]
}

/** A harness in which the user alice owns the repository `name`, and a working directory. */
export async function startAliceRepository(name: string): Promise<RepositoryHarness> {
  const h = await startHarness()
  const work = await mkdtemp(join(tmpdir(), `devnet-${name}-`))
  const created = await h.send('alice', [
    { type: 'MsgCreateUser', value: { username: 'alice', name: '', bio: '', avatarUrl: '' } },
    { type: 'MsgCreateRepository', value: { name, owner: 'alice', description: '' } },
  ])
  if (created.code !== 0) throw new Error(`creating alice/${name} failed: ${created.rawLog ?? ''}`)
  return {
    h,
    work,
    async repository() {
      const { body } = await h.get(`/gitopia/gitopia/gitopia/user/alice/repository/${name}`)
      return body.Repository as RepositoryJson
    },
    async close() {
      await h.close()
      await rm(work, { recursive: true, force: true })
    },
  }
}

/**
 * For a test file: alice's repository `name` on a devnet of its own, started before the file's
 * tests and closed after them. Its fields are read in tests; before the start they throw.
 */
export function useAliceRepository(name: string): RepositoryHarness {
  return useForTheFile(
    `alice/${name}`,
    () => startAliceRepository(name),
    repository => repository.close(),
    30_000,
  )
}
