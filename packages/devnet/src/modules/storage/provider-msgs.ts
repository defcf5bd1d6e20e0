import type {
  MsgRegisterProvider,
  MsgUnjailProvider,
  MsgUnregisterProvider,
  MsgUpdateProvider,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import type { MsgContext, MsgResponse } from '../../chain/module.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  invalid,
  STORAGE_MODULE_ACCOUNT,
  type StorageDeps,
  type StorageMsgTable,
} from './msg-kit.ts'
import { rfc3339, STORAGE_PARAMS, type Provider } from './types.ts'

function registerProvider(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgRegisterProvider,
): MsgResponse | undefined {
  const { storage } = deps
  if (storage.provider(msg.creator)) throw invalid('provider already registered')
  const stake = msg.stake ?? { denom: 'ulore', amount: '0' }
  if (stake.denom !== 'ulore' || BigInt(stake.amount) < BigInt(STORAGE_PARAMS.min_stake_amount))
    throw invalid(`stake must be at least ${STORAGE_PARAMS.min_stake_amount}ulore`)
  deps.bank.send(msg.creator, STORAGE_MODULE_ACCOUNT, [stake], ctx.events)
  addBondedProvider(storage, {
    address: msg.creator,
    apiUrl: msg.apiUrl,
    moniker: msg.moniker,
    joinTime: ctx.blockTime,
    stake: stake.amount,
    multiaddr: msg.ipfsClusterPeerMultiaddr,
  })
  return undefined
}

/** Changes the signer's provider record. */
function changeProvider(storage: StorageKeeper, address: string, change: Partial<Provider>): void {
  const provider = storage.provider(address)
  if (!provider) throw invalid('provider not found')
  storage.providers.set(address, { ...provider, ...change })
}

function updateProvider(
  { storage }: StorageDeps,
  _ctx: MsgContext,
  msg: MsgUpdateProvider,
): undefined {
  changeProvider(storage, msg.creator, {
    api_url: msg.apiUrl,
    moniker: msg.moniker,
    ipfs_cluster_peer_multiaddr: msg.ipfsClusterPeerMultiaddr,
  })
  return undefined
}

function unregisterProvider(
  { storage }: StorageDeps,
  ctx: MsgContext,
  msg: MsgUnregisterProvider,
): undefined {
  changeProvider(storage, msg.creator, {
    status: 'PROVIDER_STATUS_UNREGISTERING',
    unstake_completion_time: rfc3339(new Date(ctx.blockTime.getTime() + 86_400_000)),
  })
  return undefined
}

function unjailProvider(
  deps: StorageDeps,
  ctx: MsgContext,
  msg: MsgUnjailProvider,
): MsgResponse | undefined {
  const { storage } = deps
  const provider = storage.provider(msg.creator)
  if (!provider?.jailed) throw invalid('provider is not jailed')
  if (provider.jail_until !== null && new Date(provider.jail_until) > ctx.blockTime)
    throw invalid('jail period has not ended')
  storage.providers.set(msg.creator, { ...provider, jailed: false, jail_until: null })
  return undefined
}

/** MsgRegisterProvider, MsgUpdateProvider, MsgUnregisterProvider, MsgUnjailProvider. */
export const providerMsgs: StorageMsgTable = {
  MsgRegisterProvider: { execute: registerProvider },
  MsgUpdateProvider: { execute: updateProvider },
  MsgUnregisterProvider: { execute: unregisterProvider },
  MsgUnjailProvider: { execute: unjailProvider },
}

/** Adds a bonded provider (MsgRegisterProvider, and the devnet's own providers at start). */
export function addBondedProvider(
  storage: StorageKeeper,
  fields: {
    address: string
    apiUrl: string
    moniker: string
    joinTime: Date
    stake: string
    multiaddr?: string
  },
): void {
  const existing = storage.provider(fields.address)
  storage.providers.set(fields.address, {
    creator: fields.address,
    id: existing?.id ?? storage.nextId('provider'),
    api_url: fields.apiUrl,
    join_time: existing?.join_time ?? rfc3339(fields.joinTime),
    unstake_completion_time: null,
    moniker: fields.moniker,
    status: 'PROVIDER_STATUS_ACTIVE',
    ipfs_cluster_peer_multiaddr: fields.multiaddr ?? '',
    pending_decrease_amount: null,
    decrease_completion_time: null,
    jailed: false,
    jail_until: null,
    consecutive_proof_faults: '0',
    total_challenges: '0',
    successful_challenges: '0',
    consecutive_failures: '0',
    consecutive_liveness_faults: '0',
    last_liveness_check: null,
  })
  storage.stakes.set(fields.address, [{ denom: 'ulore', amount: fields.stake }])
  if (!storage.rewards.get(fields.address)) storage.rewards.set(fields.address, [])
}
