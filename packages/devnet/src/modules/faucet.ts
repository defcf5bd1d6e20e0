import type { Registry } from '@cosmjs/proto-signing'
import { walletFromMnemonic } from '../chain/fast-wallet.ts'
import { SigningStargateClient } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { isValidAddress } from '../chain/addresses.ts'
import type { ChainApp } from '../chain/app.ts'
import type { ChainNode } from '../chain/chain-node.ts'
import { ok } from '../http/paging.ts'
import { textParam } from '../http/params.ts'
import type { Router } from '../http/router.ts'
import type { AuthKeeper } from './auth/keeper.ts'

/** What one faucet request credits, per denom (10 whole tokens). */
export const FAUCET_AMOUNT = '10000000'
const FAUCET_DENOMS = new Set([NATIVE_TOKEN.denom, 'uosmo'])
const FAUCET_GAS = 200_000

function badRequest(message: string) {
  return { status: 400, body: { code: 3, message, details: [] } }
}

/**
 * `POST /faucet {address, denom?}`: a real MsgSend signed by the faucet account, so it shows up in
 * blocks, the tx index and the block log like any other tx. Answers once the tx is committed.
 */
export function registerFaucet(options: {
  router: Router
  node: ChainNode
  app: ChainApp
  auth: AuthKeeper
  registry: Registry
  mnemonic: string
}): void {
  const { router, node, app, auth, registry } = options
  const walletPromise = walletFromMnemonic(options.mnemonic)
  // Requests are signed one at a time so each gets the next sequence.
  let queue: Promise<unknown> = Promise.resolve()

  router.post('/faucet', async ({ body }) => {
    let request: { address?: unknown; denom?: unknown }
    try {
      request = JSON.parse(await body()) as typeof request
    } catch {
      return badRequest('request body must be JSON: {"address": "gitopia1...", "denom"?: "ulore"}')
    }
    const address = typeof request.address === 'string' ? request.address : ''
    if (!isValidAddress(address))
      return badRequest(`invalid address: ${JSON.stringify(request.address ?? '')}`)
    const denom = request.denom === undefined ? NATIVE_TOKEN.denom : textParam(request.denom)
    if (!FAUCET_DENOMS.has(denom)) return badRequest(`the faucet does not hand out ${denom}`)

    const signed = queue.then(async () => {
      const wallet = await walletPromise
      const [account] = await wallet.getAccounts()
      const faucet = auth.get(account?.address ?? '')
      if (!account || !faucet) throw new Error('the faucet account is not in genesis')
      const client = await SigningStargateClient.offline(wallet, { registry })
      const raw = await client.sign(
        account.address,
        [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: account.address,
              toAddress: address,
              amount: [{ denom, amount: FAUCET_AMOUNT }],
            },
          },
        ],
        {
          amount: [{ denom: NATIVE_TOKEN.denom, amount: String(FAUCET_GAS / 1000) }],
          gas: String(FAUCET_GAS),
        },
        'faucet',
        {
          accountNumber: BigInt(faucet.accountNumber),
          sequence: Number(app.expectedSequence(account.address)),
          chainId: node.chainId,
        },
      )
      return node.broadcast(TxRaw.encode(raw).finish())
    })
    queue = signed.catch(() => undefined)
    const { hash, check } = await signed
    if (check.code !== 0) return { status: 500, body: { code: 2, message: check.log, details: [] } }
    const committed = await node.waitForTx(hash)
    return ok({
      txhash: hash,
      height: committed?.height.toString() ?? '0',
      amount: { denom, amount: FAUCET_AMOUNT },
    })
  })
}
