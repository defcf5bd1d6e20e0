// Loaded on demand: cosmjs signing is only needed once someone signs. This chunk registers every
// Msg the app sends (Gitopia, storage, rewards, and the SDK's bank/group/feegrant/ibc), so other
// features never touch the registry.
import type { StdFee } from '@cosmjs/stargate'
import {
  allGitopiaMsgTypes,
  createGitopiaAminoTypes,
  createGitopiaRegistry,
  packNestedMsgs,
} from '@gitopia-client/chain/codec'
import {
  signOffchainData,
  TxPipeline,
  type TxRequest,
  type TxSigner,
  type TxSuccess,
} from '@gitopia-client/chain/tx'

export { createLocalSigner, loadLedger } from '@gitopia-client/chain/signers'
export { connectKeplr, onKeplrAccountChange } from '@gitopia-client/chain/keplr'

const registry = createGitopiaRegistry(allGitopiaMsgTypes)
// cosmjs has no Amino converters for x/group (cosmjs#1441): a Ledger cannot sign group Msgs yet.
const aminoTypes = createGitopiaAminoTypes(allGitopiaMsgTypes)
const pipelines = new Map<string, TxPipeline>()

function pipelineFor(rpcEndpoint: string): TxPipeline {
  let pipeline = pipelines.get(rpcEndpoint)
  if (!pipeline) {
    pipeline = new TxPipeline({ rpcEndpoint, registry, aminoTypes })
    pipelines.set(rpcEndpoint, pipeline)
  }
  return pipeline
}

export function submitWithSigner(
  rpcEndpoint: string,
  signer: TxSigner,
  request: TxRequest,
): Promise<TxSuccess> {
  return pipelineFor(rpcEndpoint).submit(signer, withPackedMsgs(request))
}

/** Group proposals carry their Msgs as plain objects until here (see packNestedMsgs). */
function withPackedMsgs(request: TxRequest): TxRequest {
  return { ...request, msgs: packNestedMsgs(registry, request.msgs) }
}

export function estimateWithSigner(
  rpcEndpoint: string,
  signer: TxSigner,
  request: TxRequest,
): Promise<StdFee> {
  return pipelineFor(rpcEndpoint).estimate(signer, withPackedMsgs(request))
}

/** Whether the chunk can encode this Msg (for tests and for callers that want to check early). */
export function canEncode(typeUrl: string): boolean {
  return registry.lookupType(typeUrl) !== undefined
}

/** Off-chain signed data (wire-format §9) with the same registry and Amino converters. */
export function signDataWithSigner(signer: TxSigner, payload: unknown): Promise<string> {
  return signOffchainData(signer, payload, { registry, aminoTypes })
}
