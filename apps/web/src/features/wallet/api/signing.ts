// Loaded on demand: cosmjs signing is only needed once someone sends a transaction.
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'
import { createGitopiaAminoTypes, createGitopiaRegistry } from '@gitopia-client/chain/codec'
import { TxPipeline, type TxRequest, type TxSuccess } from '@gitopia-client/chain/tx'
import { MsgCreateUser, MsgUpdateUserBio } from '@gitopia/gitopia-js/src/types/gitopia/tx'

// Only the Gitopia Msgs the app sends, so the chunk stays small.
const sentTypes = [
  { typeUrl: '/gitopia.gitopia.gitopia.MsgCreateUser', type: MsgCreateUser },
  { typeUrl: '/gitopia.gitopia.gitopia.MsgUpdateUserBio', type: MsgUpdateUserBio },
]

const registry = createGitopiaRegistry(sentTypes)
const aminoTypes = createGitopiaAminoTypes(sentTypes)
const pipelines = new Map<string, TxPipeline>()

export async function submitWithMnemonic(
  rpcEndpoint: string,
  mnemonic: string,
  request: TxRequest,
): Promise<TxSuccess> {
  let pipeline = pipelines.get(rpcEndpoint)
  if (!pipeline) {
    pipeline = new TxPipeline({ rpcEndpoint, registry, aminoTypes })
    pipelines.set(rpcEndpoint, pipeline)
  }
  const offlineSigner = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, {
    prefix: ADDRESS_PREFIX,
  })
  const [account] = await offlineSigner.getAccounts()
  if (!account) throw new Error('The wallet has no account')
  return pipeline.submit({ address: account.address, offlineSigner }, request)
}
