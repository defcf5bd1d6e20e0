/** IBC (ICS-20) transfers: denoms, timeouts, amounts, MsgTransfer, REST and registry reads. */
export {
  TRANSFER_PORT,
  denomAfterTransfer,
  denomOfTrace,
  firstHopChannel,
  ibcDenom,
  ibcDenomHash,
  isIbcDenom,
} from './denom.ts'
export type { DenomTrace } from './denom.ts'
export {
  IBC_TIMEOUT_WINDOW_MS,
  TimeoutCheckError,
  computeTimeout,
  isTimeoutPassed,
  revisionNumberOf,
} from './timeout.ts'
export type { IbcHeight, PacketTimeout, TimeoutInput } from './timeout.ts'
export { checkTransferAmount, fromBaseUnits, maxTransferable, toBaseUnits } from './amounts.ts'
export type { IbcAsset, TransferAmountCheck } from './amounts.ts'
export { addressWithPrefix, checkReceiver } from './addresses.ts'
export type { ReceiverCheck } from './addresses.ts'
export { MSG_TRANSFER_TYPE_URL, buildMsgTransfer } from './msg.ts'
export type { MsgTransferEncodeObject, TransferParams } from './msg.ts'
export {
  getChainBalances,
  getChainHead,
  getChannel,
  getChannelClientState,
  getDenomTrace,
  getDenomTraces,
  getPacketAck,
  getPacketCommitment,
  getPacketReceipt,
  getTransferParams,
} from './rest.ts'
export type { ChainHead, ChannelClientState, ChannelEnd } from './rest.ts'
export {
  assetFromRegistry,
  chainEndpoints,
  chainProviders,
  decimalLiteral,
  explorerTxUrl,
  fetchRegistryAssets,
  fetchRegistryBridge,
  fetchRegistryChain,
  fixedGasPrice,
  normalizeRegistryJson,
  registryAssetListSchema,
  registryBridgeSchema,
  registryChainSchema,
  transferRoute,
} from './registry.ts'
export type {
  RegistryAsset,
  RegistryAssetList,
  RegistryBridge,
  RegistryChain,
  TransferRoute,
} from './registry.ts'
export { counterpartyGasPrice, feeRefusalOf } from './fees.ts'
export type { FeeRefusal } from './fees.ts'
export { describeDenom, withDistinctSymbols } from './naming.ts'
export type { NamingContext } from './naming.ts'
export {
  ICS20_SUCCESS_ACK,
  SUCCESS_ACK_COMMITMENT,
  ackError,
  isSuccessAckCommitment,
  sentPacketFromEvents,
} from './packets.ts'
export type { SentPacket } from './packets.ts'
export {
  RELAYER_WAIT_MS,
  STATUS_LABELS,
  TERMINAL_STATUSES,
  isWaitingForRelayer,
  nextTransferStatus,
  observePacket,
} from './tracking.ts'
export type { ObserveEndpoints, PacketObservation, PacketRef, TransferStatus } from './tracking.ts'
export { keplrChainInfoFromRegistry } from './keplr-info.ts'
export { findPacketTx, httpRpc } from './packet-txs.ts'
export type { FoundPacketTx, PacketEvent, PacketTx, PacketTxQuery, RpcCall } from './packet-txs.ts'
