import type { EncodeObject, Registry } from '@cosmjs/proto-signing'
import { BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant'
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
  /** How long an address waits between two claims of the same kind (`/faucet/claim`). */
  claimIntervalMs?: number
}): void {
  const { router, node, app, auth, registry, claimIntervalMs = 60_000 } = options
  const walletPromise = walletFromMnemonic(options.mnemonic)
  // Requests are signed one at a time so each gets the next sequence.
  let queue: Promise<unknown> = Promise.resolve()

  /** Signs `messages` with the faucet account and waits for the block: an error answer or the tx. */
  const send = async (messages: EncodeObject[]) => {
    const signed = queue.then(async () => {
      const wallet = await walletPromise
      const [account] = await wallet.getAccounts()
      const faucet = auth.get(account?.address ?? '')
      if (!account || !faucet) throw new Error('the faucet account is not in genesis')
      const client = await SigningStargateClient.offline(wallet, { registry })
      const raw = await client.sign(
        account.address,
        messages.map(message => ({
          ...message,
          value: {
            ...(message.value as object),
            [GRANTER_FIELD[message.typeUrl] ?? 'fromAddress']: account.address,
          },
        })),
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
    if (check.code !== 0) return { failed: check.log }
    const committed = await node.waitForTx(hash)
    if (committed && committed.result.code !== 0) return { failed: committed.result.log }
    return { txhash: hash, height: committed?.height.toString() ?? '0' }
  }

  router.post('/faucet', async ({ body }) => {
    const request = await readRequest(body)
    if ('status' in request) return request
    const denom = request.denom === undefined ? NATIVE_TOKEN.denom : textParam(request.denom)
    if (!FAUCET_DENOMS.has(denom)) return badRequest(`the faucet does not hand out ${denom}`)
    const sent = await send([tokens(request.address, denom)])
    if ('failed' in sent)
      return { status: 500, body: { code: 2, message: sent.failed, details: [] } }
    return ok({ ...sent, amount: { denom, amount: FAUCET_AMOUNT } })
  })

  // The public faucet a network config names (`faucet`): 10 LORE, or a fee allowance of 10 LORE
  // granted by the faucet account (a BasicAllowance, as the official "Request Grant" does), at
  // most once a minute per address and kind, like a public faucet that must not be drained.
  const lastClaim = new Map<string, number>()
  router.post('/faucet/claim', async ({ body }) => {
    const request = await readRequest(body)
    if ('status' in request) return request
    const mode = request.mode ?? 'tokens'
    if (mode !== 'tokens' && mode !== 'grant')
      return badRequest(`mode must be "tokens" or "grant", not ${JSON.stringify(mode)}`)
    const key = `${mode} ${request.address}`
    const waitMs = (lastClaim.get(key) ?? -Infinity) + claimIntervalMs - Date.now()
    if (waitMs > 0) {
      const what = mode === 'grant' ? 'a fee grant' : 'LORE'
      return {
        status: 429,
        body: {
          code: 8,
          message: `This address already got ${what} from the faucet in the last ${Math.round(claimIntervalMs / 1000)} s; try again in ${Math.ceil(waitMs / 1000)} s.`,
          details: [],
        },
      }
    }
    lastClaim.set(key, Date.now())
    const sent = await send([
      mode === 'grant' ? grant(request.address) : tokens(request.address, NATIVE_TOKEN.denom),
    ])
    if ('failed' in sent) {
      lastClaim.delete(key)
      return badRequest(
        `the faucet could not ${mode === 'grant' ? 'grant a fee allowance' : 'send LORE'}: ${sent.failed}`,
      )
    }
    return ok({ ...sent, mode, amount: { denom: NATIVE_TOKEN.denom, amount: FAUCET_AMOUNT } })
  })
}

/** Which field of a faucet Msg names the faucet account. */
const GRANTER_FIELD: Record<string, string> = {
  '/cosmos.feegrant.v1beta1.MsgGrantAllowance': 'granter',
}

const tokens = (toAddress: string, denom: string): EncodeObject => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { toAddress, amount: [{ denom, amount: FAUCET_AMOUNT }] },
})

const grant = (grantee: string): EncodeObject => ({
  typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
  value: {
    grantee,
    allowance: {
      typeUrl: '/cosmos.feegrant.v1beta1.BasicAllowance',
      value: BasicAllowance.encode({
        spendLimit: [{ denom: NATIVE_TOKEN.denom, amount: FAUCET_AMOUNT }],
      }).finish(),
    },
  },
})

/** The JSON body `{address, denom?, mode?}` with a valid address, or the 400 answer. */
async function readRequest(body: () => Promise<string>) {
  let request: { address?: unknown; denom?: unknown; mode?: unknown }
  try {
    request = JSON.parse(await body()) as typeof request
  } catch {
    return badRequest('request body must be JSON: {"address": "gitopia1...", "denom"?: "ulore"}')
  }
  const address = typeof request.address === 'string' ? request.address : ''
  if (!isValidAddress(address))
    return badRequest(`invalid address: ${JSON.stringify(request.address ?? '')}`)
  return { ...request, address }
}
