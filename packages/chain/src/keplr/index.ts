export { buildKeplrChainInfo } from './chain-info.ts'
export {
  connectKeplr,
  connectKeplrChain,
  getKeplr,
  onKeplrAccountChange,
  KeplrError,
  KEPLR_MESSAGES,
  KEPLR_ACCOUNT_CHANGE_EVENT,
} from './connect.ts'
export type { KeplrConnection, KeplrFailureKind } from './connect.ts'
export type {
  KeplrChainInfo,
  KeplrCurrency,
  KeplrDirectSignDoc,
  KeplrFeeCurrency,
  KeplrKey,
  KeplrLike,
  KeplrOfflineSigner,
  KeplrWindow,
} from './types.ts'
