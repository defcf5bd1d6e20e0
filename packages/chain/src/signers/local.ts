import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { stringToPath } from '@cosmjs/crypto'
import { ADDRESS_PREFIX } from '../constants.ts'
import { accountHdPath } from '../hd-path.ts'
import type { Signer } from './signer.ts'

/**
 * A signer holding the key of account `accountIndex` (m/44'/118'/0'/0/`accountIndex`) of the
 * mnemonic in memory; `close` lets the wallet object be collected. `prefix` gives the same key's
 * address on another chain (an IBC counterparty).
 */
export async function createLocalSigner(
  mnemonic: string,
  prefix: string = ADDRESS_PREFIX,
  accountIndex = 0,
): Promise<Signer> {
  let wallet: DirectSecp256k1HdWallet | undefined = await DirectSecp256k1HdWallet.fromMnemonic(
    mnemonic,
    { prefix, hdPaths: [stringToPath(accountHdPath(accountIndex))] },
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
      wallet ? createLocalSigner(wallet.mnemonic, other, accountIndex) : Promise.reject(locked()),
    forAccount: async index =>
      wallet ? createLocalSigner(wallet.mnemonic, prefix, index) : Promise.reject(locked()),
  }
}
