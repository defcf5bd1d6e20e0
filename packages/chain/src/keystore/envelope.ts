import { fromBase64, toBase64, toUtf8, fromUtf8 } from '@cosmjs/encoding'

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256; also the least an envelope may ask for. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000
/** An envelope asking for more would stall the unlock for minutes: refused as unreadable. */
export const MAX_PBKDF2_ITERATIONS = 10_000_000

/**
 * How a secret is kept at rest: PBKDF2-SHA256 → AES-256-GCM, all base64. Version 2 binds the
 * wallet's address as additional authenticated data, so an envelope moved to another saved
 * wallet does not decrypt; version 1 (no binding) is still read and re-wrapped on unlock.
 */
export interface SecretEnvelope {
  readonly version: 1 | 2
  readonly kdf: {
    readonly name: 'PBKDF2'
    readonly hash: 'SHA-256'
    readonly iterations: number
    readonly salt: string
  }
  readonly cipher: { readonly name: 'AES-GCM'; readonly iv: string }
  readonly ciphertext: string
}

export class WrongPasswordError extends Error {
  constructor() {
    super('Wrong password')
    this.name = 'WrongPasswordError'
  }
}

export class EnvelopeFormatError extends Error {
  constructor(detail: string) {
    super(`The stored wallet is unreadable: ${detail}`)
    this.name = 'EnvelopeFormatError'
  }
}

/** WebCrypto's types want ArrayBuffer-backed views; cosmjs hands out ArrayBufferLike ones. */
function buffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes)
}

async function deriveKey(
  password: string,
  salt: Uint8Array,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', buffer(toUtf8(password)), 'PBKDF2', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: buffer(salt), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Encrypts with a fresh random salt and IV; WebCrypto runs off the main thread's JS. */
export async function encryptSecret(
  plaintext: string,
  password: string,
  options: { iterations?: number; address?: string } = {},
): Promise<SecretEnvelope> {
  const iterations = options.iterations ?? DEFAULT_PBKDF2_ITERATIONS
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(password, salt, iterations)
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, ...aad(options.address) },
      key,
      buffer(toUtf8(plaintext)),
    ),
  )
  return {
    version: options.address === undefined ? 1 : 2,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
    ciphertext: toBase64(ciphertext),
  }
}

/** The address as AES-GCM additional data (version 2 envelopes). */
function aad(address: string | undefined): { additionalData?: Uint8Array<ArrayBuffer> } {
  return address === undefined ? {} : { additionalData: buffer(toUtf8(address)) }
}

function checkEnvelope(value: unknown): SecretEnvelope {
  const envelope = value as Partial<SecretEnvelope> | null
  if (!envelope || typeof envelope !== 'object') throw new EnvelopeFormatError('not an object')
  if (envelope.version !== 1 && envelope.version !== 2)
    throw new EnvelopeFormatError(`unknown version ${String(envelope.version)}`)
  const { kdf, cipher } = envelope
  if (kdf?.name !== 'PBKDF2' || kdf.hash !== 'SHA-256' || !Number.isInteger(kdf.iterations)) {
    throw new EnvelopeFormatError('bad key derivation parameters')
  }
  // A tampered count would make the key cheap to guess (too few) or the unlock hang (too many).
  if (kdf.iterations < DEFAULT_PBKDF2_ITERATIONS || kdf.iterations > MAX_PBKDF2_ITERATIONS) {
    throw new EnvelopeFormatError(
      `key derivation iterations must be ${DEFAULT_PBKDF2_ITERATIONS} to ${MAX_PBKDF2_ITERATIONS}`,
    )
  }
  if (
    cipher?.name !== 'AES-GCM' ||
    typeof cipher.iv !== 'string' ||
    typeof envelope.ciphertext !== 'string'
  ) {
    throw new EnvelopeFormatError('bad cipher parameters')
  }
  return envelope as SecretEnvelope
}

/**
 * Decrypts; a wrong password, tampered data or another wallet's address (GCM cannot tell them
 * apart) is `Wrong password`. `address` is required for version 2 envelopes.
 */
export async function decryptSecret(
  envelope: unknown,
  password: string,
  options: { address?: string } = {},
): Promise<string> {
  const checked = checkEnvelope(envelope)
  if (checked.version === 2 && options.address === undefined)
    throw new EnvelopeFormatError('this wallet is bound to an address; none was given')
  let salt: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array
  try {
    salt = fromBase64(checked.kdf.salt)
    iv = fromBase64(checked.cipher.iv)
    ciphertext = fromBase64(checked.ciphertext)
  } catch {
    throw new EnvelopeFormatError('bad base64')
  }
  const key = await deriveKey(password, salt, checked.kdf.iterations)
  try {
    return fromUtf8(
      new Uint8Array(
        await crypto.subtle.decrypt(
          {
            name: 'AES-GCM',
            iv: buffer(iv),
            ...aad(checked.version === 2 ? options.address : undefined),
          },
          key,
          buffer(ciphertext),
        ),
      ),
    )
  } catch {
    throw new WrongPasswordError()
  }
}

/** Whether an envelope should be written again in the current format (on the next unlock). */
export function needsRewrap(envelope: unknown): boolean {
  return checkEnvelope(envelope).version !== 2
}
