import { pbkdf2Sync } from 'node:crypto'
import { Slip10, Slip10Curve, stringToPath } from '@cosmjs/crypto'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'

/**
 * The wallet `DirectSecp256k1HdWallet.fromMnemonic` gives (path m/44'/118'/0'/0/0), with the BIP-39
 * seed derived by Node's native PBKDF2: the pure-JS one takes ~0.7 s per mnemonic, which the
 * devnet would pay for every provider at every start and for every account it seeds.
 */
export async function walletFromMnemonic(
  mnemonic: string,
  prefix = ADDRESS_PREFIX,
): Promise<DirectSecp256k1Wallet> {
  const normalized = mnemonic.normalize('NFKD').trim().split(/\s+/).join(' ')
  const seed = pbkdf2Sync(normalized, 'mnemonic', 2048, 64, 'sha512')
  const { privkey } = Slip10.derivePath(
    Slip10Curve.Secp256k1,
    seed,
    stringToPath("m/44'/118'/0'/0/0"),
  )
  return DirectSecp256k1Wallet.fromKey(privkey, prefix)
}
