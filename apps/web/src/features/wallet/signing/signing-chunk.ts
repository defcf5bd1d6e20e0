// The signing chunk: loaded on demand through load-signing-chunk.ts, as cosmjs signing is only
// needed once someone signs. It registers every Msg the app sends (Gitopia, storage, rewards, and
// the SDK's bank/group/feegrant/ibc), so other features never touch the registry, and holds the
// signers (local key, Ledger, Keplr). e2e/js-budget.spec.ts finds it by its name (signing-…).
import type { StdFee } from '@cosmjs/amino'
import {
  allGitopiaMsgTypes,
  createSigningAminoTypes,
  createSigningRegistry,
  packNestedMsgs,
} from '@gitopia-client/chain/codec'
import {
  signOffchainData,
  TxPipeline,
  type TxPipelineConfig,
  type TxRequest,
  type TxSigner,
  type TxSuccess,
} from '@gitopia-client/chain/tx'

export { createLocalSigner, loadLedger } from '@gitopia-client/chain/signers'
export { connectKeplr, connectKeplrChain, onKeplrAccountChange } from '@gitopia-client/chain/keplr'

const registry = createSigningRegistry(allGitopiaMsgTypes)
const aminoTypes = createSigningAminoTypes(allGitopiaMsgTypes, registry)
type Rpc = TxPipelineConfig['rpc']
const pipelines = new Map<Rpc, TxPipeline>()

function pipelineFor(rpc: Rpc): TxPipeline {
  let pipeline = pipelines.get(rpc)
  if (!pipeline) {
    pipeline = new TxPipeline({ rpc, registry, aminoTypes })
    pipelines.set(rpc, pipeline)
  }
  return pipeline
}

export function submitWithSigner(
  rpc: Rpc,
  signer: TxSigner,
  request: TxRequest,
): Promise<TxSuccess> {
  return pipelineFor(rpc).submit(signer, withPackedMsgs(request))
}

/** Group proposals carry their Msgs as plain objects until here (see packNestedMsgs). */
function withPackedMsgs(request: TxRequest): TxRequest {
  return { ...request, msgs: packNestedMsgs(registry, request.msgs) }
}

export function estimateWithSigner(
  rpc: Rpc,
  signer: TxSigner,
  request: TxRequest,
): Promise<StdFee> {
  return pipelineFor(rpc).estimate(signer, withPackedMsgs(request))
}

/** Whether the chunk can encode this Msg (for tests and for callers that want to check early). */
export function canEncode(typeUrl: string): boolean {
  return registry.lookupType(typeUrl) !== undefined
}

/** Off-chain signed data (docs/protocol.md#off-chain-signed-data) with the same registry and Amino converters. */
export function signDataWithSigner(signer: TxSigner, payload: unknown): Promise<string> {
  return signOffchainData(signer, payload, { registry, aminoTypes })
}
