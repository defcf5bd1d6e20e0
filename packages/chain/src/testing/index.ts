/**
 * Test doubles at the hardware and extension boundaries. Never imported by the app's own code.
 * `buildBrowserInitScript` runs in Node only (it loads esbuild lazily, invisibly to bundlers).
 */
export { EmulatedLedgerDevice } from './ledger-device.ts'

export { createKeplrExtension } from './keplr-extension.ts'

export { buildBrowserInitScript } from './browser-init-script.ts'
