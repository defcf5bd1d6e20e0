import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient, type DeliverTxResponse } from '@cosmjs/stargate'
import { allGitopiaMsgTypes, createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect } from 'vitest'
import type { DevnetEndpoints } from './render-app.tsx'

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS

/**
 * Signs and broadcasts `messages` as a demo account; fails the test when the chain refuses. The
 * tx is looked for every 50 ms, the test devnet's block time: cosmjs' default of 3 s made every
 * send of a feature test wait 3 s for a tx that was in the next block.
 */
export async function sendAs(
  devnet: Pick<DevnetEndpoints, 'rpcUrl'>,
  name: DemoAccountName,
  messages: readonly EncodeObject[],
): Promise<DeliverTxResponse> {
  const { address, mnemonic } = DEMO_ACCOUNTS[name]
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
  const client = await signingClient(devnet, wallet)
  try {
    const result = await client.signAndBroadcast(address, messages, 'auto')
    expect(result.code, result.rawLog).toBe(0)
    return result
  } finally {
    client.disconnect()
  }
}

/** A signing client on the devnet with the app's registry, looking for its txs every 50 ms. */
export function signingClient(
  devnet: Pick<DevnetEndpoints, 'rpcUrl'>,
  wallet: DirectSecp256k1HdWallet,
): Promise<SigningStargateClient> {
  return SigningStargateClient.connectWithSigner(devnet.rpcUrl, wallet, {
    registry: createGitopiaRegistry(allGitopiaMsgTypes),
    gasPrice: GasPrice.fromString('0.0012ulore'),
    broadcastPollIntervalMs: 50,
  })
}
