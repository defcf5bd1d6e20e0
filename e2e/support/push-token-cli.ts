/**
 * Prints the HTTP Basic password a storage provider accepts for a git (and Git LFS) push: the
 * off-chain signed `{"action":"git-push","repositoryId"}`. Run with tsx (Playwright's loader cannot
 * import cosmjs's signing stack here): `tsx e2e/support/push-token-cli.ts <mnemonic> <repositoryId>`.
 */
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { signOffchain } from '../../packages/devnet/src/testing/provider-support.ts'

const [mnemonic = '', repositoryId = ''] = process.argv.slice(2)
const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'gitopia' })
console.log(`TOKEN ${await signOffchain(wallet, { action: 'git-push', repositoryId })}`)
