import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { stringToPath } from '@cosmjs/crypto'
import { ADDRESS_PREFIX, HD_PATH } from '../constants.ts'
import type { Signer } from './signer.ts'

/**
 * A signer holding the mnemonic's key in memory; `close` lets the wallet object be collected.
 * `prefix` gives the same key's address on another chain (an IBC counterparty).
 */
export async function createLocalSigner(
  mnemonic: string,
  prefix: string = ADDRESS_PREFIX,
): Promise<Signer> {
  let wallet: DirectSecp256k1HdWallet | undefined = await DirectSecp256k1HdWallet.fromMnemonic(
    mnemonic,
    { prefix, hdPaths: [stringToPath(HD_PATH)] },
  )
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('The wallet has no account')
  const locked = () => new Error('Please unlock your wallet')
  return {
    kind: 'local',
    address: account.address,
    signModes: ['direct'],
    offlineSigner: {
      getAccounts: async () => (wallet ? wallet.getAccounts() : Promise.reject(locked())),
      signDirect: async (address, doc) =>
        wallet ? wallet.signDirect(address, doc) : Promise.reject(locked()),
    },
    close() {
      wallet = undefined
    },
    forPrefix: async other =>
      wallet ? createLocalSigner(wallet.mnemonic, other) : Promise.reject(locked()),
  }
}
