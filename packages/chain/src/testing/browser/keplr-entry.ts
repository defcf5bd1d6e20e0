// Bundled into the page by buildBrowserInitScript('keplr'): installs `window.keplr` the way the
// extension does, plus `window.__gitopiaKeplr` for tests to switch accounts.
import { createKeplrExtension } from '../keplr-extension.ts'
import { installTarget, takeInitOptions, type KeplrInitOptions } from './init-options.ts'

const options = takeInitOptions<KeplrInitOptions>()
const target = installTarget()
const eventTarget = target as unknown as { dispatchEvent?(event: Event): boolean }
const keplr = createKeplrExtension(options.mnemonic, {
  ...options,
  ...(typeof eventTarget.dispatchEvent === 'function'
    ? { eventTarget: eventTarget as { dispatchEvent(event: Event): boolean } }
    : {}),
})
target.keplr = keplr
target.__gitopiaKeplr = keplr
// The extension also exposes these helpers on window.
target.getOfflineSigner = keplr.getOfflineSigner.bind(keplr)
target.getOfflineSignerOnlyAmino = keplr.getOfflineSignerOnlyAmino.bind(keplr)
target.getOfflineSignerAuto = keplr.getOfflineSignerAuto.bind(keplr)
