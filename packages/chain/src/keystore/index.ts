export { encryptSecret, decryptSecret, DEFAULT_PBKDF2_ITERATIONS, needsRewrap } from './envelope.ts'

export { generateMnemonic, checkMnemonic, deriveAddress } from './mnemonic.ts'
