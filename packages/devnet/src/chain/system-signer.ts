import type { DirectSecp256k1Wallet, EncodeObject, Registry } from '@cosmjs/proto-signing'
import { SigningStargateClient } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { walletFromMnemonic } from './fast-wallet.ts'
import type { ChainApp, TxResult } from './app.ts'
import type { ChainNode } from './chain-node.ts'

const GAS = 4_000_000
/** ceil(GAS × price), so the fee passes the chain's minimum gas price. */
const minimumFee = (price: number) => String(Math.ceil(GAS * price))

/** The one thing the signer reads from x/auth (the auth keeper fits). */
export interface AccountNumbers {
  get(address: string): { readonly accountNumber: string } | undefined
}

export interface SignerDeps {
  readonly node: ChainNode
  readonly app: ChainApp
  readonly auth: AccountNumbers
  readonly registry: Registry
}

export interface SubmittedTx {
  readonly hash: string
  readonly height: bigint
  readonly result: TxResult
}

/**
 * Signs and broadcasts txs for an account the devnet itself runs (the storage providers), one at a
 * time so each gets the next sequence, and waits for them to be committed. The txs are ordinary
 * signed txs: they go to the block log and replay like any other.
 */
export class SystemSigner {
  #queue: Promise<unknown> = Promise.resolve()

  private constructor(
    readonly address: string,
    private readonly wallet: DirectSecp256k1Wallet,
    private readonly deps: SignerDeps,
  ) {}

  static async fromMnemonic(mnemonic: string, deps: SignerDeps): Promise<SystemSigner> {
    const wallet = await walletFromMnemonic(mnemonic, deps.app.config.bech32Prefix)
    const [account] = await wallet.getAccounts()
    if (!account) throw new Error('no account in the system wallet')
    return new SystemSigner(account.address, wallet, deps)
  }

  /** Resolves with the committed result (a failed Msg gives a non-zero code, not a throw). */
  submit(msgs: readonly EncodeObject[], memo = ''): Promise<SubmittedTx> {
    const run = this.#queue.then(() => this.#submit(msgs, memo))
    this.#queue = run.catch(() => undefined)
    return run
  }

  /** Signs with the next sequence (counting this signer's txs in the mempool) and broadcasts. */
  async broadcast(
    msgs: readonly EncodeObject[],
    memo = '',
  ): Promise<{ hash: string; check: TxResult }> {
    return this.deps.node.broadcast(await this.#sign(msgs, memo))
  }

  async #submit(msgs: readonly EncodeObject[], memo: string): Promise<SubmittedTx> {
    const { hash, check } = this.deps.node.broadcast(await this.#sign(msgs, memo))
    if (check.code !== 0) return { hash, height: 0n, result: check }
    const committed = await this.deps.node.waitForTx(hash)
    if (!committed) throw new Error(`tx ${hash} was not committed in time`)
    return { hash, height: committed.height, result: committed.result }
  }

  async #sign(msgs: readonly EncodeObject[], memo: string): Promise<Uint8Array> {
    const { node, app, registry } = this.deps
    const accountNumber = this.deps.auth.get(this.address)?.accountNumber
    if (accountNumber === undefined) throw new Error(`system account ${this.address} has no funds`)
    const client = await SigningStargateClient.offline(this.wallet, { registry })
    const raw = await client.sign(
      this.address,
      [...msgs],
      {
        // What the validators ask now, as a relayer with a dynamic gas price pays.
        amount: [{ denom: app.config.denom, amount: minimumFee(app.minGasPrice()) }],
        gas: String(GAS),
      },
      memo,
      {
        accountNumber: BigInt(accountNumber),
        sequence: Number(app.expectedSequence(this.address)),
        chainId: node.chainId,
      },
    )
    return TxRaw.encode(raw).finish()
  }
}
