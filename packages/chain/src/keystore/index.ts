export {
  encryptSecret,
  decryptSecret,
  WrongPasswordError,
  EnvelopeFormatError,
  DEFAULT_PBKDF2_ITERATIONS,
  MAX_PBKDF2_ITERATIONS,
  needsRewrap,
} from './envelope.ts'
export type { SecretEnvelope } from './envelope.ts'
export { generateMnemonic, checkMnemonic, deriveAddress } from './mnemonic.ts'
export type { MnemonicCheck, MnemonicProblem } from './mnemonic.ts'
