import { Bip39 } from '@cosmjs/crypto'
import { sha256 } from '../chain/sha256.ts'
import { toUtf8 } from '@cosmjs/encoding'
import type { Registry } from '@cosmjs/proto-signing'
import { SystemSigner, type SignerDeps } from '../chain/system-signer.ts'
import type { GitopiaContext } from '../modules/gitopia/context.ts'
import type { StorageKeeper } from '../modules/storage/keeper.ts'
import type { Fault } from '../http/fault-state.ts'
import { startStorageProvider, type StorageProvider } from '../storage-provider/server.ts'
import { DevnetChainView } from './chain-view.ts'

/** One of the devnet's own storage providers. */
export interface DevnetProvider {
  /** `provider-1`, `provider-2`, … (also the on-chain moniker). */
  readonly name: string
  /** Its chain account (signs proposals and push records). */
  readonly address: string
  /** Base URL of its HTTP API: the on-chain `api_url`. */
  readonly url: string
  readonly signer: SystemSigner
  readonly chain: DevnetChainView
  readonly server: StorageProvider
  setFault(fault: Fault): void
}

/** A fixed, public mnemonic per provider index (never for real funds). */
export function providerMnemonic(index: number): string {
  const entropy = sha256(toUtf8(`gitopia devnet storage provider ${index}`))
  return Bip39.encode(entropy).toString()
}

/**
 * Starts `ports.length` providers over one shared data directory (the devnet's stand-in for IPFS:
 * every provider serves the same content), each on its own loopback port.
 */
export async function startProviders(options: {
  ports: readonly number[]
  dataDir: string
  platform: GitopiaContext
  storage: StorageKeeper
  registry: Registry
  signerDeps: SignerDeps
}): Promise<DevnetProvider[]> {
  const started: DevnetProvider[] = []
  try {
    for (const [index, port] of options.ports.entries()) {
      const name = `provider-${index + 1}`
      const signer = await SystemSigner.fromMnemonic(providerMnemonic(index), options.signerDeps)
      const chain = new DevnetChainView(options.platform, options.storage, signer, options.registry)
      const server = await startStorageProvider({ dataDir: options.dataDir, port, chain, name })
      started.push({
        name,
        address: signer.address,
        url: server.url,
        signer,
        chain,
        server,
        setFault: fault => server.setFault(fault),
      })
    }
  } catch (error) {
    await Promise.all(started.map(provider => provider.server.close()))
    throw error
  }
  return started
}
