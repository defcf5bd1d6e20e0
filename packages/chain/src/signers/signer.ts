import type { OfflineAminoSigner } from '@cosmjs/amino'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'

export type SignerKind = 'local' | 'ledger' | 'keplr'
export type SignMode = 'direct' | 'amino'

/** What the transaction pipeline needs from any wallet, whatever holds the key. */
export interface Signer {
  readonly kind: SignerKind
  readonly address: string
  readonly offlineSigner: OfflineDirectSigner | OfflineAminoSigner
  /** Modes the signer supports, preferred first; Ledger only does amino JSON. */
  readonly signModes: readonly SignMode[]
  /** Drops the key or releases the device. */
  close?(): void
  /** The same key under another address prefix (an IBC counterparty), when the key is in memory. */
  forPrefix?(prefix: string): Promise<Signer>
  /** Another account (HD index) of the same phrase, when the phrase is in memory. */
  forAccount?(index: number): Promise<Signer>
}

/** A wallet's failure: the catalogue's sentence to show and a kind the UI can branch on. */
export class SignerError<Kind extends string> extends Error {
  constructor(
    readonly kind: Kind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export function isDirectSigner(
  signer: OfflineDirectSigner | OfflineAminoSigner,
): signer is OfflineDirectSigner {
  return 'signDirect' in signer && typeof signer.signDirect === 'function'
}

export function isAminoSigner(
  signer: OfflineDirectSigner | OfflineAminoSigner,
): signer is OfflineAminoSigner {
  return 'signAmino' in signer && typeof signer.signAmino === 'function'
}

/** The modes an offline signer from an extension actually offers. */
export function signModesOf(signer: OfflineDirectSigner | OfflineAminoSigner): SignMode[] {
  const modes: SignMode[] = []
  if (isDirectSigner(signer)) modes.push('direct')
  if (isAminoSigner(signer)) modes.push('amino')
  return modes
}
