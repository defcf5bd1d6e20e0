import type {
  MsgApproveLFSObjectUpdate,
  MsgApproveReleaseAssetsUpdate,
  MsgApproveRepositoryDelete,
  MsgApproveRepositoryPackfileUpdate,
  MsgProposeLFSObjectUpdate,
  MsgProposeReleaseAssetsUpdate,
  MsgProposeRepositoryDelete,
  MsgProposeRepositoryPackfileUpdate,
  MsgRegisterProvider,
  MsgUnjailProvider,
  MsgUnregisterProvider,
  MsgUpdateProvider,
  MsgUpdateRepositoryPackfile,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import {
  MsgProposeLFSObjectUpdateResponse,
  MsgProposeReleaseAssetsUpdateResponse,
  MsgProposeRepositoryDeleteResponse,
  MsgProposeRepositoryPackfileUpdateResponse,
} from '@gitopia/gitopia-js/src/types/storage/tx'
import { moduleAddress, requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type MsgContext, type MsgHandler, type MsgResponse } from '../../chain/module.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  PROPOSAL_TTL_SECONDS,
  rfc3339,
  STORAGE_PARAMS,
  type ProposalKind,
  type ReleaseAssetUpdate,
  type StorageProposal,
} from './types.ts'

export const STORAGE_TYPE_PREFIX = '/gitopia.gitopia.storage.'
export const STORAGE_MODULE_ACCOUNT = moduleAddress('storage')

/** What the storage module needs from the rest of the chain. */
export interface StorageDeps {
  readonly storage: StorageKeeper
  readonly bank: BankKeeper
  readonly repositoryExists: (id: string) => boolean
  /** Deletes a repository and everything on chain that belongs to it. */
  readonly deleteRepository: (id: string, ctx: MsgContext) => void
}

const invalid = (message: string) => ChainError.wrap(SdkErrors.invalidRequest, message)
const unauthorized = (message: string) => ChainError.wrap(SdkErrors.unauthorized, message)

function storageHandler<M extends { creator: string }>(
  name: string,
  execute: (msg: M, ctx: MsgContext) => MsgResponse | undefined,
): MsgHandler<never> {
  const built: MsgHandler<M> = {
    typeUrl: `${STORAGE_TYPE_PREFIX}${name}`,
    module: 'storage',
    signers: msg => [msg.creator],
    validateBasic: msg => requireAddress(msg.creator, 'creator'),
    execute,
  }
  return built
}

function typedEvent(ctx: MsgContext, name: string, fields: Record<string, unknown>): void {
  ctx.events.emitTyped(`gitopia.gitopia.storage.${name}`, fields)
}

export function storageHandlers(deps: StorageDeps): MsgHandler<never>[] {
  const { storage } = deps

  const requireActive = (address: string) => {
    if (!storage.isActive(address)) throw invalid('provider is not active')
  }
  const requireRepository = (id: number | string) => {
    if (!deps.repositoryExists(String(id))) throw invalid(`repository not found: ${id}`)
  }

  const propose = (
    ctx: MsgContext,
    base: { creator: string; user: string; repositoryId: number },
  ) => {
    requireActive(base.creator)
    requireAddress(base.user, 'user')
    requireRepository(base.repositoryId)
    return {
      provider: base.creator,
      repository_id: String(base.repositoryId),
      user: base.user,
      status: 'PROPOSAL_STATUS_PENDING' as const,
      proposed_at: rfc3339(ctx.blockTime),
      expires_at: rfc3339(new Date(ctx.blockTime.getTime() + PROPOSAL_TTL_SECONDS * 1000)),
    }
  }

  const pendingFor = <K extends ProposalKind>(
    kind: K,
    creator: string,
    proposalId: number,
    ctx: MsgContext,
  ) => {
    const proposal = storage.proposal(kind, String(proposalId))
    if (!proposal) throw ChainError.wrap(SdkErrors.keyNotFound, `proposal not found: ${proposalId}`)
    if (proposal.user !== creator)
      throw unauthorized('only the user who initiated the proposal can approve it')
    if (proposal.status !== 'PROPOSAL_STATUS_PENDING')
      throw invalid(`proposal is not pending (status: ${proposal.status})`)
    if (new Date(proposal.expires_at) < ctx.blockTime) throw invalid('proposal has expired')
    return proposal
  }

  const reject = (kind: ProposalKind, name: string) =>
    storageHandler<{ creator: string; proposalId: number; reason?: string }>(name, (msg, ctx) => {
      const proposal = pendingFor(kind, msg.creator, msg.proposalId, ctx)
      storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventProposalRejected', {
        proposal_id: proposal.id,
        reason: msg.reason ?? '',
      })
      return undefined
    })

  const saveProposal = (proposal: StorageProposal, ctx: MsgContext) => {
    storage.saveProposal(proposal)
    typedEvent(ctx, 'EventProposalCreated', {
      proposal_id: proposal.id,
      kind: proposal.kind,
      repository_id: proposal.repository_id,
      user: proposal.user,
      provider: proposal.provider,
    })
  }

  return [
    storageHandler<MsgRegisterProvider>('MsgRegisterProvider', (msg, ctx) => {
      if (storage.provider(msg.creator)) throw invalid('provider already registered')
      const stake = msg.stake ?? { denom: 'ulore', amount: '0' }
      if (stake.denom !== 'ulore' || BigInt(stake.amount) < BigInt(STORAGE_PARAMS.min_stake_amount))
        throw invalid(`stake must be at least ${STORAGE_PARAMS.min_stake_amount}ulore`)
      deps.bank.send(msg.creator, STORAGE_MODULE_ACCOUNT, [stake], ctx.events)
      registerProvider(storage, {
        address: msg.creator,
        apiUrl: msg.apiUrl,
        moniker: msg.moniker,
        joinTime: ctx.blockTime,
        stake: stake.amount,
        multiaddr: msg.ipfsClusterPeerMultiaddr,
      })
      return undefined
    }),
    storageHandler<MsgUpdateProvider>('MsgUpdateProvider', msg => {
      const provider = storage.provider(msg.creator)
      if (!provider) throw invalid('provider not found')
      storage.providers.set(msg.creator, {
        ...provider,
        api_url: msg.apiUrl,
        moniker: msg.moniker,
        ipfs_cluster_peer_multiaddr: msg.ipfsClusterPeerMultiaddr,
      })
      return undefined
    }),
    storageHandler<MsgUnregisterProvider>('MsgUnregisterProvider', (msg, ctx) => {
      const provider = storage.provider(msg.creator)
      if (!provider) throw invalid('provider not found')
      storage.providers.set(msg.creator, {
        ...provider,
        status: 'BOND_STATUS_UNBONDING',
        unstake_completion_time: rfc3339(new Date(ctx.blockTime.getTime() + 86_400_000)),
      })
      return undefined
    }),
    storageHandler<MsgUnjailProvider>('MsgUnjailProvider', (msg, ctx) => {
      const provider = storage.provider(msg.creator)
      if (!provider?.jailed) throw invalid('provider is not jailed')
      if (provider.jail_until !== null && new Date(provider.jail_until) > ctx.blockTime)
        throw invalid('jail period has not ended')
      storage.providers.set(msg.creator, { ...provider, jailed: false, jail_until: null })
      return undefined
    }),
    storageHandler<MsgUpdateRepositoryPackfile>('MsgUpdateRepositoryPackfile', (msg, ctx) => {
      requireActive(msg.creator)
      requireRepository(msg.repositoryId)
      const current = storage.packfileOf(String(msg.repositoryId))
      if (msg.oldCid !== '' && current && current.cid !== msg.oldCid)
        throw invalid(
          `repository state has changed: expected CID ${msg.oldCid}, got ${current.cid}`,
        )
      applyPackfile(storage, ctx, {
        provider: msg.creator,
        repositoryId: String(msg.repositoryId),
        name: msg.name,
        cid: msg.cid,
        rootHash: Buffer.from(msg.rootHash).toString('base64'),
        size: String(msg.size),
      })
      return undefined
    }),

    storageHandler<MsgProposeRepositoryPackfileUpdate>(
      'MsgProposeRepositoryPackfileUpdate',
      (msg, ctx) => {
        const base = propose(ctx, msg)
        const pending = storage
          .proposalsOf('packfile')
          .some(p => p.repository_id === base.repository_id)
        if (pending) throw invalid('there is already a pending proposal for this repository')
        const current = storage.packfileOf(base.repository_id)
        if (msg.oldCid !== '' && (current?.cid ?? '') !== msg.oldCid)
          throw invalid(
            `repository state has changed: expected CID ${msg.oldCid}, got ${current?.cid ?? ''}`,
          )
        const id = storage.nextId('packfile-proposal')
        saveProposal(
          {
            kind: 'packfile',
            id,
            ...base,
            name: msg.name,
            cid: msg.cid,
            root_hash: Buffer.from(msg.rootHash).toString('base64'),
            size: String(msg.size),
            old_cid: msg.oldCid,
            merge_commit_sha: msg.mergeCommitSha,
            delete: msg.delete,
          },
          ctx,
        )
        return respond(
          `${STORAGE_TYPE_PREFIX}MsgProposeRepositoryPackfileUpdateResponse`,
          MsgProposeRepositoryPackfileUpdateResponse,
          { proposalId: Number(id) },
        )
      },
    ),
    storageHandler<MsgApproveRepositoryPackfileUpdate>(
      'MsgApproveRepositoryPackfileUpdate',
      (msg, ctx) => {
        const proposal = pendingFor('packfile', msg.creator, msg.proposalId, ctx)
        requireActive(proposal.provider)
        const current = storage.packfileOf(proposal.repository_id)
        if (proposal.old_cid !== '' && (current?.cid ?? '') !== proposal.old_cid)
          throw invalid(
            `repository state has changed: expected CID ${proposal.old_cid}, got ${current?.cid ?? ''}`,
          )
        if (proposal.delete) storage.deletePackfile(proposal.repository_id)
        else
          applyPackfile(storage, ctx, {
            provider: proposal.provider,
            repositoryId: proposal.repository_id,
            name: proposal.name,
            cid: proposal.cid,
            rootHash: proposal.root_hash,
            size: proposal.size,
          })
        storage.deleteProposal(proposal)
        return undefined
      },
    ),
    reject('packfile', 'MsgRejectRepositoryPackfileUpdate'),

    storageHandler<MsgProposeReleaseAssetsUpdate>('MsgProposeReleaseAssetsUpdate', (msg, ctx) => {
      const base = propose(ctx, msg)
      const pending = storage
        .proposalsOf('release-assets')
        .some(p => p.repository_id === base.repository_id && p.tag === msg.tag)
      if (pending) throw invalid('there is already a pending proposal for this release')
      const assets: ReleaseAssetUpdate[] = msg.assets.map(asset => ({
        name: asset.name,
        cid: asset.cid,
        root_hash: Buffer.from(asset.rootHash).toString('base64'),
        size: String(asset.size),
        sha256: asset.sha256,
        old_cid: asset.oldCid,
        // gitopia-js 3.0.0 lacks the field; an empty CID stands for a deletion.
        delete: asset.cid === '',
      }))
      const id = storage.nextId('release-assets-proposal')
      saveProposal({ kind: 'release-assets', id, ...base, tag: msg.tag, assets }, ctx)
      return respond(
        `${STORAGE_TYPE_PREFIX}MsgProposeReleaseAssetsUpdateResponse`,
        MsgProposeReleaseAssetsUpdateResponse,
        { proposalId: Number(id) },
      )
    }),
    storageHandler<MsgApproveReleaseAssetsUpdate>('MsgApproveReleaseAssetsUpdate', (msg, ctx) => {
      const proposal = pendingFor('release-assets', msg.creator, msg.proposalId, ctx)
      requireActive(proposal.provider)
      for (const asset of proposal.assets) {
        const existing = storage.releaseAsset(proposal.repository_id, proposal.tag, asset.name)
        if (asset.delete) {
          if (existing) storage.deleteReleaseAsset(existing)
          continue
        }
        storage.saveReleaseAsset({
          creator: proposal.provider,
          id: existing?.id ?? storage.nextId('release-asset'),
          repository_id: proposal.repository_id,
          tag: proposal.tag,
          name: asset.name,
          size: asset.size,
          cid: asset.cid,
          root_hash: asset.root_hash,
          sha256: asset.sha256,
          created_at: existing?.created_at ?? rfc3339(ctx.blockTime),
          updated_at: rfc3339(ctx.blockTime),
        })
      }
      storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventReleaseAssetsUpdated', {
        repository_id: proposal.repository_id,
        tag: proposal.tag,
      })
      return undefined
    }),
    reject('release-assets', 'MsgRejectReleaseAssetsUpdate'),

    storageHandler<MsgProposeLFSObjectUpdate>('MsgProposeLFSObjectUpdate', (msg, ctx) => {
      const base = propose(ctx, msg)
      const id = storage.nextId('lfs-object-proposal')
      saveProposal(
        {
          kind: 'lfs-object',
          id,
          ...base,
          oid: msg.oid,
          size: String(msg.size),
          cid: msg.cid,
          root_hash: Buffer.from(msg.rootHash).toString('base64'),
          delete: msg.delete,
        },
        ctx,
      )
      return respond(
        `${STORAGE_TYPE_PREFIX}MsgProposeLFSObjectUpdateResponse`,
        MsgProposeLFSObjectUpdateResponse,
        { proposalId: Number(id) },
      )
    }),
    storageHandler<MsgApproveLFSObjectUpdate>('MsgApproveLFSObjectUpdate', (msg, ctx) => {
      const proposal = pendingFor('lfs-object', msg.creator, msg.proposalId, ctx)
      requireActive(proposal.provider)
      const existing = storage.lfsObject(proposal.repository_id, proposal.oid)
      if (proposal.delete) {
        if (existing) storage.deleteLfsObject(existing)
      } else {
        storage.saveLfsObject({
          creator: proposal.provider,
          id: existing?.id ?? storage.nextId('lfs-object'),
          repository_id: proposal.repository_id,
          oid: proposal.oid,
          size: proposal.size,
          cid: proposal.cid,
          root_hash: proposal.root_hash,
          created_at: existing?.created_at ?? rfc3339(ctx.blockTime),
          updated_at: rfc3339(ctx.blockTime),
        })
      }
      storage.deleteProposal(proposal)
      return undefined
    }),
    reject('lfs-object', 'MsgRejectLFSObjectUpdate'),

    storageHandler<MsgProposeRepositoryDelete>('MsgProposeRepositoryDelete', (msg, ctx) => {
      const base = propose(ctx, msg)
      const pending = storage
        .proposalsOf('repository-delete')
        .some(p => p.repository_id === base.repository_id)
      if (pending) throw invalid('there is already a pending proposal for this repository')
      const id = storage.nextId('repository-delete-proposal')
      saveProposal({ kind: 'repository-delete', id, ...base }, ctx)
      return respond(
        `${STORAGE_TYPE_PREFIX}MsgProposeRepositoryDeleteResponse`,
        MsgProposeRepositoryDeleteResponse,
        { proposalId: Number(id) },
      )
    }),
    storageHandler<MsgApproveRepositoryDelete>('MsgApproveRepositoryDelete', (msg, ctx) => {
      const proposal = pendingFor('repository-delete', msg.creator, msg.proposalId, ctx)
      requireActive(proposal.provider)
      storage.deleteRepositoryContent(proposal.repository_id)
      if (deps.repositoryExists(proposal.repository_id))
        deps.deleteRepository(proposal.repository_id, ctx)
      storage.deleteProposal(proposal)
      typedEvent(ctx, 'EventRepositoryDeleted', { repository_id: proposal.repository_id })
      return undefined
    }),
  ]
}

function applyPackfile(
  storage: StorageKeeper,
  ctx: MsgContext,
  update: {
    provider: string
    repositoryId: string
    name: string
    cid: string
    rootHash: string
    size: string
  },
): void {
  const current = storage.packfileOf(update.repositoryId)
  storage.savePackfile({
    creator: update.provider,
    id: current?.id ?? storage.nextId('packfile'),
    repository_id: update.repositoryId,
    name: update.name,
    size: update.size,
    cid: update.cid,
    root_hash: update.rootHash,
    created_at: current?.created_at ?? rfc3339(ctx.blockTime),
    updated_at: rfc3339(ctx.blockTime),
    old_cid: current?.cid ?? '',
  })
  typedEvent(ctx, 'EventPackfileUpdated', {
    repository_id: update.repositoryId,
    cid: update.cid,
    old_cid: current?.cid ?? '',
  })
}

/** Adds a bonded provider (MsgRegisterProvider, and the devnet's own providers at start). */
export function registerProvider(
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
    status: 'BOND_STATUS_BONDED',
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

/** Deletes expired pending proposals (the module's block hook). */
export function expireProposals(storage: StorageKeeper, blockTime: Date): void {
  for (const proposal of storage.proposals.values()) {
    if (new Date(proposal.expires_at) < blockTime) storage.deleteProposal(proposal)
  }
}
