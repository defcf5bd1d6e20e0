// Bundled into the page by buildBrowserInitScript('ledger'): installs the emulated device the app's
// Ledger transport looks for, and keeps it reachable so tests can flip its switches.
import { EmulatedLedgerDevice } from '../ledger-device.ts'
import { installTarget, takeInitOptions, type LedgerInitOptions } from './init-options.ts'

const options = takeInitOptions<LedgerInitOptions>()
const device = new EmulatedLedgerDevice(
  options.mnemonic,
  options.appVersion ? { appVersion: options.appVersion } : {},
)
device.appOpen = options.appOpen ?? true
device.locked = options.locked ?? false
device.rejectSigning = options.rejectSigning ?? false
device.disconnected = options.disconnected ?? false
device.holdForApproval = options.holdForApproval ?? false
installTarget().__gitopiaLedgerDevice = device
