// The counterparty chains of the IBC specs, read and funded as a user and a relayer operator would:
// through the product site's registry routes and the chains' own REST and RPC.
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { expect } from '@playwright/test'
import type { StackUrls } from '../fixtures.ts'

/** The public "abandon … about" dev account, funded on every devnet chain. */
const DEV =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

interface ChainJson {
  pretty_name: string
  chain_id: string
  bech32_prefix: string
  apis: { rest: { address: string }[]; rpc: { address: string }[] }
}

/** A counterparty as the app reads it: through the product site's registry routes. */
export async function counterparty(stack: StackUrls, name: string) {
  const response = await fetch(`${stack.app}/api/ibc/${name}/info`)
  if (response.status !== 200) return null
  const chain = (await response.json()) as ChainJson
  return {
    name: chain.pretty_name,
    chainId: chain.chain_id,
    prefix: chain.bech32_prefix,
    rest: chain.apis.rest[0]?.address ?? '',
    rpc: chain.apis.rpc[0]?.address ?? '',
  }
}

export type Chain = NonNullable<Awaited<ReturnType<typeof counterparty>>>

async function balanceOn(chain: { rest: string }, address: string, denom: string) {
  const url = `${chain.rest}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=${encodeURIComponent(denom)}`
  const body = (await (await fetch(url)).json()) as { balance?: { amount: string } }
  return BigInt(body.balance?.amount ?? '0')
}

/** Sends `amount` of the counterparty's token from the dev account (a user funding themself). */
export async function fundOn(
  chain: Chain,
  denom: string,
  gasPrice: string,
  to: string,
  amount: bigint,
) {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEV, { prefix: chain.prefix })
  const [dev] = await wallet.getAccounts()
  const client = await SigningStargateClient.connectWithSigner(chain.rpc, wallet, {
    gasPrice: GasPrice.fromString(gasPrice),
    broadcastPollIntervalMs: 200,
  })
  const result = await client.sendTokens(
    dev?.address ?? '',
    to,
    [{ denom, amount: amount.toString() }],
    'auto',
  )
  expect(result.code).toBe(0)
  client.disconnect()
}

export async function escrowed(stack: StackUrls, channel: string) {
  const url = `${stack.rest}/ibc/apps/transfer/v1/channels/${channel}/ports/transfer/escrow_address`
  const { escrow_address: escrow } = (await (await fetch(url)).json()) as { escrow_address: string }
  return balanceOn({ rest: stack.rest }, escrow, 'ulore')
}

export async function txFee(rest: string, hash: string) {
  const body = (await (await fetch(`${rest}/cosmos/tx/v1beta1/txs/${hash}`)).json()) as {
    tx: { auth_info: { fee: { amount: { denom: string; amount: string }[] } } }
  }
  return BigInt(body.tx.auth_info.fee.amount[0]?.amount ?? '0')
}

/** The tx a packet step is in, by the chain's own tx_search. */
export async function packetTx(rpc: string, query: string) {
  const url = `${rpc}/tx_search?query=${encodeURIComponent(`"${query}"`)}`
  const body = (await (await fetch(url)).json()) as {
    result: { txs: { hash: string; height: string }[] }
  }
  const tx = body.result.txs[0]
  expect(tx).toBeDefined()
  return { hash: tx?.hash.toUpperCase() ?? '', height: tx?.height ?? '' }
}

/** Stops (or restarts) the devnet's relayer: packets wait on their source chain meanwhile. */
export const relayer = (stack: StackUrls, down: boolean) =>
  fetch(stack.control, { method: 'POST', body: JSON.stringify({ target: 'relayer', down }) })
