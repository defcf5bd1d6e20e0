/* Test helpers: cosmjs clients with what a real client registers, for the tx tests. */
import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet, type OfflineSigner } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient, type StdFee } from '@cosmjs/stargate'
import {
  allGitopiaMsgTypes,
  createGitopiaAminoTypes,
  createGitopiaRegistry,
} from '@gitopia-client/chain/codec'
import type { Devnet } from '../node.ts'

// What a client registers: the SDK's types plus Gitopia's, and the matching Amino converters.
export const registry = createGitopiaRegistry(allGitopiaMsgTypes)
export const aminoTypes = createGitopiaAminoTypes(allGitopiaMsgTypes)
export const CREATE_USER = '/gitopia.gitopia.gitopia.MsgCreateUser'

export const fee = (amount: number, gas = 200_000, granter?: string): StdFee => ({
  amount: [{ denom: 'ulore', amount: String(amount) }],
  gas: String(gas),
  ...(granter ? { granter } : {}),
})

export const direct = (mnemonic: string) =>
  DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
/** A signer with Amino only, as a Ledger signs. */
export const aminoOnly = (mnemonic: string) =>
  Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })

/** A signing client on the devnet's RPC with the client's registry and Amino types. */
export function connectWithClientTypes(devnet: Devnet, signer: OfflineSigner) {
  return SigningStargateClient.connectWithSigner(devnet.rpcUrl, signer, {
    registry,
    aminoTypes,
    gasPrice: GasPrice.fromString('0.001ulore'),
    broadcastPollIntervalMs: 50,
  })
}

/** GET on the devnet's REST server, the JSON as it comes. */
export async function getRestJson(devnet: Devnet, path: string) {
  const response = await fetch(`${devnet.restUrl}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
