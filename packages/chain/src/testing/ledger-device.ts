import {
  Bip39,
  EnglishMnemonic,
  ripemd160,
  Secp256k1,
  sha256,
  Slip10,
  Slip10Curve,
  Slip10RawIndex,
} from '@cosmjs/crypto'
import { toAscii, toBech32, fromAscii } from '@cosmjs/encoding'

/**
 * A software Ledger running the Cosmos app, at the APDU boundary. It is what
 * `globalThis.__gitopiaLedgerDevice` holds in tests: the app wraps it in a Transport exactly as it
 * would a USB device, so everything above the wire (zondax, ledger-amino, our signer) runs for real.
 */

/** Status words the Cosmos app answers with. */
export const LEDGER_STATUS = {
  ok: 0x9000,
  claNotSupported: 0x6e00,
  appNotOpen: 0x6e01,
  insNotSupported: 0x6d00,
  dataInvalid: 0x6984,
  rejected: 0x6986,
  locked: 0x5515,
} as const

const CLA_DASHBOARD = 0xb0
const CLA_COSMOS = 0x55
const INS_APP_INFO = 0x01
const INS_GET_VERSION = 0x00
const INS_SIGN = 0x02
const INS_GET_ADDRESS = 0x04
const SIGN_INIT = 0
const SIGN_LAST = 2

export interface ReceivedApdu {
  readonly cla: number
  readonly ins: number
  readonly p1: number
  readonly p2: number
  readonly data: Uint8Array
}

export interface EmulatedLedgerOptions {
  /** Cosmos app version reported by 55/00; ledger-amino wants at least 1.5.3. */
  readonly appVersion?: readonly [number, number, number]
}

export class LedgerDisconnectedError extends Error {
  constructor() {
    super('The device was disconnected.')
    // The name WebUSB/WebHID transports give a device unplugged mid-operation.
    this.name = 'DisconnectedDeviceDuringOperation'
  }
}

function statusBytes(status: number): Uint8Array {
  return Uint8Array.of(status >> 8, status & 0xff)
}

function concat(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

function withLength(bytes: Uint8Array): Uint8Array {
  return concat(Uint8Array.of(bytes.length), bytes)
}

/** 5 × uint32 little-endian, hardened components carrying 0x80000000. */
function readPath(bytes: Uint8Array): Slip10RawIndex[] | undefined {
  if (bytes.length < 20) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, 20)
  return [0, 1, 2, 3, 4].map(i => new Slip10RawIndex(view.getUint32(i * 4, true)))
}

export class EmulatedLedgerDevice {
  /** False: the device shows its dashboard, as when the Cosmos app is not open. */
  appOpen = true
  /** True: the PIN screen is up; every command answers 0x5515. */
  locked = false
  /** True: the user presses "Reject" on the signing screen (0x6986). */
  rejectSigning = false
  /** True: the cable is out; every exchange throws like a USB transfer error. */
  disconnected = false
  /**
   * True: the signing screen waits for the person until `approve()` (or `reject()`) is called, like
   * a real device waiting for its buttons; false answers at once.
   */
  holdForApproval = false
  /** Every APDU received, in order, including refused ones. */
  readonly received: ReceivedApdu[] = []
  /** The JSON documents the user approved, for assertions. */
  readonly signedMessages: string[] = []
  closed = 0

  readonly #mnemonic: string
  #decision: ((approved: boolean) => void) | undefined
  #seed: Promise<Uint8Array> | undefined
  readonly #appVersion: readonly [number, number, number]
  #signPath: Slip10RawIndex[] | undefined
  #signBuffer: Uint8Array = new Uint8Array()

  constructor(mnemonic: string, options: EmulatedLedgerOptions = {}) {
    this.#mnemonic = mnemonic
    this.#appVersion = options.appVersion ?? [2, 35, 0]
  }

  async exchange(apdu: Uint8Array): Promise<Uint8Array> {
    if (this.disconnected) throw new LedgerDisconnectedError()
    const [cla = 0, ins = 0, p1 = 0, p2 = 0, lc = 0] = apdu
    const data = Uint8Array.from(apdu.subarray(5, 5 + lc))
    this.received.push({ cla, ins, p1, p2, data })
    if (this.locked) return statusBytes(LEDGER_STATUS.locked)
    if (cla === CLA_DASHBOARD && ins === INS_APP_INFO) return this.#appInfo()
    if (cla !== CLA_COSMOS) return statusBytes(LEDGER_STATUS.claNotSupported)
    if (!this.appOpen) return statusBytes(LEDGER_STATUS.appNotOpen)
    switch (ins) {
      case INS_GET_VERSION:
        return this.#version()
      case INS_GET_ADDRESS:
        return this.#address(data)
      case INS_SIGN:
        return this.#sign(p1, data)
      default:
        return statusBytes(LEDGER_STATUS.insNotSupported)
    }
  }

  close(): void {
    this.closed += 1
  }

  /** Whether a signature is on the screen, waiting for `approve()` or `reject()`. */
  get awaitingApproval(): boolean {
    return this.#decision !== undefined
  }

  approve(): void {
    this.#decide(true)
  }

  reject(): void {
    this.#decide(false)
  }

  #decide(approved: boolean): void {
    const decision = this.#decision
    this.#decision = undefined
    decision?.(approved)
  }

  /** Pubkey and bech32 address this device has at `path` under `hrp`, for test expectations. */
  async account(path: readonly Slip10RawIndex[], hrp: string) {
    // Derived on first use: the seed computation is slow and should not run when never needed.
    this.#seed ??= Bip39.mnemonicToSeed(new EnglishMnemonic(this.#mnemonic))
    const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, await this.#seed, [...path])
    const pubkey = Secp256k1.compressPubkey(Secp256k1.makeKeypair(privkey).pubkey)
    return { privkey, pubkey, address: toBech32(hrp, ripemd160(sha256(pubkey))) }
  }

  #appInfo(): Uint8Array {
    const name = this.appOpen ? 'Cosmos' : 'Dashboard'
    const version = this.appOpen ? this.#appVersion.join('.') : '2.1.0'
    return concat(
      Uint8Array.of(1),
      withLength(toAscii(name)),
      withLength(toAscii(version)),
      withLength(Uint8Array.of(0)),
      statusBytes(LEDGER_STATUS.ok),
    )
  }

  #version(): Uint8Array {
    const [major, minor, patch] = this.#appVersion
    // testMode, major, minor, patch, deviceLocked, targetId (Nano S Plus).
    return concat(
      Uint8Array.of(0, major, minor, patch, 0, 0x33, 0x10, 0x00, 0x04),
      statusBytes(LEDGER_STATUS.ok),
    )
  }

  async #address(data: Uint8Array): Promise<Uint8Array> {
    const hrpLength = data[0] ?? 0
    const hrp = fromAscii(data.subarray(1, 1 + hrpLength))
    const path = readPath(data.subarray(1 + hrpLength))
    if (!path || hrpLength < 3) return statusBytes(LEDGER_STATUS.dataInvalid)
    const { pubkey, address } = await this.account(path, hrp)
    return concat(pubkey, toAscii(address), statusBytes(LEDGER_STATUS.ok))
  }

  async #sign(phase: number, data: Uint8Array): Promise<Uint8Array> {
    if (phase === SIGN_INIT) {
      this.#signPath = readPath(data)
      this.#signBuffer = new Uint8Array()
      return statusBytes(this.#signPath ? LEDGER_STATUS.ok : LEDGER_STATUS.dataInvalid)
    }
    if (!this.#signPath) return statusBytes(LEDGER_STATUS.dataInvalid)
    this.#signBuffer = concat(this.#signBuffer, data)
    if (phase !== SIGN_LAST) return statusBytes(LEDGER_STATUS.ok)

    const message = this.#signBuffer
    const path = this.#signPath
    this.#signPath = undefined
    const text = new TextDecoder().decode(message)
    try {
      JSON.parse(text)
    } catch {
      return statusBytes(LEDGER_STATUS.dataInvalid)
    }
    if (this.rejectSigning) return statusBytes(LEDGER_STATUS.rejected)
    if (this.holdForApproval) {
      const approved = await new Promise<boolean>(resolve => {
        this.#decision = resolve
      })
      if (!approved) return statusBytes(LEDGER_STATUS.rejected)
    }
    const { privkey } = await this.account(path, 'cosmos')
    const signature = Secp256k1.createSignature(sha256(message), privkey)
    this.signedMessages.push(text)
    return concat(signature.toDer(), statusBytes(LEDGER_STATUS.ok))
  }
}
