import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature } from '@cosmjs/crypto'
import { sha256 } from '../../chain/sha256.ts'
import { toBase64 } from '@cosmjs/encoding'
import { makeSignBytes, type Registry } from '@cosmjs/proto-signing'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { moduleAddress } from '../../chain/addresses.ts'
import type { ChainConfig } from '../../chain/chain-config.ts'
import { formatCoins, normalizeCoins, type Coin } from '../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { EventCollector } from '../../chain/events.ts'
import { ChainApp } from '../../chain/app.ts'
import type { AnteContext, AnteHandler, BlockContext, ChainModule } from '../../chain/module.ts'
import type { DecodedTx } from '../../chain/tx.ts'
import { GAS_COSTS } from '../../state/gas.ts'
import type { Store } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { FeegrantKeeper } from '../feegrant/keeper.ts'
import { nestedDecoder } from './amino/nested.ts'
import { AminoRenderError, aminoSignBytes, type AnyDecoder } from './amino/sign-doc.ts'
import type { Account, AuthKeeper } from './keeper.ts'

const SECP256K1_PUBKEY_URL = '/cosmos.crypto.secp256k1.PubKey'

export interface AuthAnteOptions {
  readonly config: ChainConfig
  readonly store: Store
  readonly auth: AuthKeeper
  readonly bank: BankKeeper
  readonly feegrant: FeegrantKeeper
  /** Decodes the Msgs nested in `Any`s (group and gov proposals) for the Amino renderer. */
  readonly decodeAny: AnyDecoder
}

/**
 * A chain app whose txs pass x/auth's ante handler first, as every devnet chain's do; the handler
 * comes back with it, for a validator's minimum gas price.
 */
export function appWithAuthAnte(
  options: Omit<AuthAnteOptions, 'decodeAny'> & {
    readonly registry: Registry
    readonly modules: readonly ChainModule[]
  },
): { app: ChainApp; ante: AuthAnteHandler } {
  const { config, store, auth, bank, feegrant, registry, modules } = options
  const ante = new AuthAnteHandler({
    config,
    store,
    auth,
    bank,
    feegrant,
    decodeAny: nestedDecoder(registry),
  })
  return { app: new ChainApp({ config, store, registry, ante, modules }), ante }
}

/**
 * x/auth's ante decorators: timeout height, fixed gas for size and signatures, the minimum fee
 * (CheckTx only), fee deduction with fee grants, public keys, sequences (counting the mempool in
 * CheckTx) and signatures in direct and legacy Amino modes.
 */
export class AuthAnteHandler implements AnteHandler {
  /** Next sequence per address including txs waiting in the mempool. */
  readonly #checkSequences = new Map<string, bigint>()
  readonly #feeCollector: string
  /** A validator's own setting (app.toml), not consensus: it may change between restarts. */
  #minGasPrice: number

  constructor(private readonly options: AuthAnteOptions) {
    this.#feeCollector = moduleAddress('fee_collector', options.config.bech32Prefix)
    this.#minGasPrice = options.config.minGasPrice
  }

  minGasPrice(): number {
    return this.#minGasPrice
  }

  /** Changes the minimum gas price CheckTx asks for (the devnet's stand-in for a restart). */
  setMinGasPrice(price: number): void {
    if (!Number.isFinite(price) || price < 0) throw new Error(`Not a gas price: ${price}`)
    this.#minGasPrice = price
  }

  expectedSequence(address: string): bigint {
    return (
      this.#checkSequences.get(address) ?? BigInt(this.options.auth.get(address)?.sequence ?? '0')
    )
  }

  resetCheckState(): void {
    this.#checkSequences.clear()
  }

  run(
    tx: DecodedTx,
    signers: readonly string[],
    { mode, meter, events, block }: AnteContext,
  ): void {
    const { store, auth } = this.options
    const { chainId } = this.options.config
    if (tx.body.timeoutHeight > 0n && block.height > tx.body.timeoutHeight) {
      throw ChainError.wrap(
        SdkErrors.txTimeoutHeight,
        `block height: ${block.height}, timeout height: ${tx.body.timeoutHeight}`,
      )
    }
    // Fixed costs in place of the SDK's metered ante reads, so simulate and delivery agree.
    meter.consume(GAS_COSTS.anteFlat + GAS_COSTS.txSizePerByte * tx.raw.bodyBytes.length, 'txSize')
    meter.consume(GAS_COSTS.signatureVerify * signers.length, 'ante verify: secp256k1')

    store.unmetered(() => {
      const accounts: Account[] = signers.map(address => {
        const account = auth.get(address)
        if (!account)
          throw ChainError.wrap(SdkErrors.unknownAddress, `account ${address} does not exist`)
        return account
      })

      const fee = tx.authInfo.fee
      const feeCoins = normalizeCoins(fee?.amount ?? [])
      if (mode === 'check') this.#checkMinimumFee(feeCoins, fee?.gasLimit ?? 0n)
      // The SDK's DeductFeeDecorator checks a fee grant in simulation too (with the zero fee):
      // a grant that does not allow the tx's Msgs or has expired fails the simulation.
      if (mode !== 'simulate' || feeCoins.length > 0 || (fee?.granter ?? '') !== '')
        this.#deductFee(tx, signers, feeCoins, events, block)

      accounts.forEach((account, index) => {
        const info = tx.authInfo.signerInfos[index]
        const pubKey = this.#signerPubKey(
          account,
          info?.publicKey?.typeUrl,
          info?.publicKey?.value,
          index,
        )
        const expected =
          mode === 'check'
            ? (this.#checkSequences.get(account.address) ?? BigInt(account.sequence))
            : BigInt(account.sequence)
        const got = info?.sequence ?? 0n
        if (got !== expected) {
          throw ChainError.wrap(
            SdkErrors.wrongSequence,
            `account sequence mismatch, expected ${expected}, got ${got}`,
          )
        }
        if (mode !== 'simulate') this.#verifySignature(tx, index, account, pubKey, chainId)
        if (mode === 'check') {
          this.#checkSequences.set(account.address, expected + 1n)
        } else {
          auth.set({
            ...account,
            sequence: (BigInt(account.sequence) + 1n).toString(),
            pubKey: toBase64(pubKey),
          })
        }
        events.emit('tx', { acc_seq: `${account.address}/${account.sequence}` })
        events.emit('tx', { signature: toBase64(tx.raw.signatures[index] ?? new Uint8Array()) })
      })
    })
  }

  #checkMinimumFee(fee: readonly Coin[], gasLimit: bigint): void {
    // required = ceil(gas × price), with the price as a decimal of at most 6 places
    const scale = 1_000_000n
    const { denom } = this.options.config
    const price = BigInt(Math.round(this.#minGasPrice * Number(scale)))
    const required = (gasLimit * price + scale - 1n) / scale
    const got = BigInt(fee.find(coin => coin.denom === denom)?.amount ?? '0')
    if (required > 0n && got < required) {
      throw ChainError.wrap(
        SdkErrors.insufficientFee,
        `insufficient fees; got: ${formatCoins(fee)} required: ${required}${denom}`,
      )
    }
  }

  #deductFee(
    tx: DecodedTx,
    signers: readonly string[],
    fee: readonly Coin[],
    events: EventCollector,
    block: BlockContext,
  ): void {
    const payer = tx.authInfo.fee?.payer || (signers[0] ?? '')
    const granter = tx.authInfo.fee?.granter ?? ''
    let deductFrom = payer
    if (granter !== '' && granter !== payer) {
      this.options.feegrant.useGrantedFees(
        granter,
        payer,
        fee,
        tx.msgs.map(msg => msg.typeUrl),
        block.time,
      )
      deductFrom = granter
    }
    if (fee.length > 0) {
      try {
        this.options.bank.send(deductFrom, this.#feeCollector, fee, events)
      } catch (error) {
        if (error instanceof ChainError && error.kind === SdkErrors.insufficientFunds) {
          throw ChainError.wrap(
            SdkErrors.insufficientFunds,
            `${error.log.replace(/: insufficient funds$/, '')}`,
          )
        }
        throw error
      }
    }
    events.emit('tx', { fee: formatCoins(fee), fee_payer: deductFrom })
  }

  #signerPubKey(
    account: Account,
    typeUrl: string | undefined,
    value: Uint8Array | undefined,
    index: number,
  ): Uint8Array {
    let key: Uint8Array | undefined
    if (typeUrl === SECP256K1_PUBKEY_URL && value) key = PubKey.decode(value).key
    else if (typeUrl)
      throw ChainError.wrap(SdkErrors.invalidPubKey, `unsupported key type ${typeUrl}`)
    else if (account.pubKey) key = Uint8Array.from(Buffer.from(account.pubKey, 'base64'))
    if (!key || key.length !== 33)
      throw ChainError.wrap(SdkErrors.invalidPubKey, 'pubkey on account is not set')
    const address = pubkeyToAddress(encodeSecp256k1Pubkey(key), this.options.config.bech32Prefix)
    if (address !== account.address) {
      throw ChainError.wrap(
        SdkErrors.invalidPubKey,
        `pubKey does not match signer address ${account.address} with signer index: ${index}`,
      )
    }
    return key
  }

  #verifySignature(
    tx: DecodedTx,
    index: number,
    account: Account,
    pubKey: Uint8Array,
    chainId: string,
  ): void {
    const info = tx.authInfo.signerInfos[index]
    const mode = info?.modeInfo?.single?.mode
    const signature = tx.raw.signatures[index] ?? new Uint8Array()
    let signBytes: Uint8Array
    if (mode === SignMode.SIGN_MODE_DIRECT) {
      signBytes = makeSignBytes({
        bodyBytes: tx.raw.bodyBytes,
        authInfoBytes: tx.raw.authInfoBytes,
        chainId,
        accountNumber: BigInt(account.accountNumber),
      })
    } else if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
      signBytes = this.#aminoSignBytes(tx, account, chainId)
    } else {
      throw ChainError.wrap(
        SdkErrors.notSupported,
        `signature mode ${String(mode)} is not supported`,
      )
    }
    let valid: boolean
    try {
      valid =
        signature.length === 64 &&
        Secp256k1.verifySignature(
          Secp256k1Signature.fromFixedLength(signature),
          sha256(signBytes),
          pubKey,
        )
    } catch {
      valid = false
    }
    if (!valid) {
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${chainId})`,
      )
    }
  }

  /**
   * Rebuilds the StdSignDoc a Ledger signed the way the chain does, with the devnet's own
   * renderer of the chain's Amino JSON (amino/), never with the client's converters.
   */
  #aminoSignBytes(tx: DecodedTx, account: Account, chainId: string): Uint8Array {
    const fee = tx.authInfo.fee
    try {
      return aminoSignBytes(
        {
          chainId,
          accountNumber: account.accountNumber,
          sequence: account.sequence,
          timeoutHeight: tx.body.timeoutHeight,
          memo: tx.body.memo,
          fee: {
            amount: fee?.amount ?? [],
            gas: fee?.gasLimit ?? 0n,
            payer: fee?.payer ?? '',
            granter: fee?.granter ?? '',
          },
          msgs: tx.msgs,
        },
        this.options.decodeAny,
      )
    } catch (error) {
      if (!(error instanceof AminoRenderError)) throw error
      throw ChainError.wrap(SdkErrors.notSupported, error.message)
    }
  }
}
