/**
 * Test doubles at the hardware and extension boundaries. Never imported by the app's own code. The
 * Playwright init-script builder lives in `./browser-init-script.ts` (Node only, uses esbuild).
 */
export { EmulatedLedgerDevice, LedgerDisconnectedError, LEDGER_STATUS } from './ledger-device.ts'
export type { EmulatedLedgerOptions, ReceivedApdu } from './ledger-device.ts'
export { createKeplrExtension } from './keplr-extension.ts'
export type { EmulatedKeplr, KeplrExtensionOptions } from './keplr-extension.ts'
