import {
  Bip39,
  EnglishMnemonic,
  Random,
  Slip10,
  Slip10Curve,
  stringToPath,
  Secp256k1,
  sha256,
  ripemd160,
} from '@cosmjs/crypto'
import { toBech32 } from '@cosmjs/encoding'
import { ADDRESS_PREFIX } from '../constants.ts'
import { accountHdPath } from '../hd-path.ts'

export type MnemonicProblem =
  | { readonly kind: 'word-count'; readonly count: number }
  | { readonly kind: 'unknown-word'; readonly position: number; readonly word: string }
  | { readonly kind: 'checksum' }

export type MnemonicCheck =
  | { readonly ok: true; readonly mnemonic: string }
  | { readonly ok: false; readonly problem: MnemonicProblem; readonly message: string }

const WORD_COUNTS = [12, 15, 18, 21, 24]

/** A new 24-word recovery phrase from 256 bits of randomness. */
export function generateMnemonic(): string {
  return Bip39.encode(Random.getBytes(32)).toString()
}

/** Normalises spacing and case, then says precisely what is wrong, if anything. */
export function checkMnemonic(input: string): MnemonicCheck {
  const words = input.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const mnemonic = words.join(' ')
  if (!WORD_COUNTS.includes(words.length)) {
    return {
      ok: false,
      problem: { kind: 'word-count', count: words.length },
      message: `A recovery phrase has 12 or 24 words; this one has ${words.length}`,
    }
  }
  const index = words.findIndex(word => !EnglishMnemonic.wordlist.includes(word))
  if (index !== -1) {
    const word = words[index] ?? ''
    return {
      ok: false,
      problem: { kind: 'unknown-word', position: index + 1, word },
      message: `Word ${index + 1} ("${word}") is not a recovery-phrase word`,
    }
  }
  try {
    new EnglishMnemonic(mnemonic)
  } catch {
    return {
      ok: false,
      problem: { kind: 'checksum' },
      message: 'The words are valid but the phrase is not: check their order and spelling',
    }
  }
  return { ok: true, mnemonic }
}

/** The address of account `index`, at m/44'/118'/0'/0/`index` (0: the wallet's first account). */
export async function deriveAddress(mnemonic: string, index = 0): Promise<string> {
  const path = stringToPath(accountHdPath(index))
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic))
  const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, path)
  const { pubkey } = Secp256k1.makeKeypair(privkey)
  return toBech32(ADDRESS_PREFIX, ripemd160(sha256(Secp256k1.compressPubkey(pubkey))))
}
