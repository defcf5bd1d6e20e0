import { isValidAddress } from '../../chain/addresses.ts'
import { BadRequestError, grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { RouteResponse, Router } from '../../http/router.ts'
import { numericKey, type Table } from '../../state/store.ts'
import { uintParam } from '../gitopia/common.ts'
import type { ChallengeConfig } from './challenges.ts'
import type { StorageKeeper } from './keeper.ts'
import {
  proposalJson,
  STORAGE_PARAMS,
  type ProposalKind,
  type Provider,
  type StorageProposal,
} from './types.ts'

export const STORAGE_REST_PREFIX = '/gitopia/gitopia/storage'

const notFound = (what: string) => grpcError(5, `${what} not found`)

function addressParam(value: string | undefined, name: string): string {
  if (!isValidAddress(value ?? ''))
    throw new BadRequestError(`invalid ${name}: decoding bech32 failed`)
  return value as string
}

/** Liveness as the final module reports it, from the provider's challenge counters. */
function livenessOf(provider: Provider) {
  const total = Number(provider.total_challenges ?? '0')
  const passed = Number(provider.successful_challenges ?? '0')
  return {
    provider: provider.creator,
    current_liveness_ratio: total === 0 ? 1 : passed / total,
    total_submissions: String(total),
    missed_submissions: String(total - passed),
    consecutive_liveness_faults: provider.consecutive_liveness_faults ?? '0',
    consecutive_proof_faults: provider.consecutive_proof_faults,
    is_jailed: provider.jailed,
    jail_until: provider.jail_until,
  }
}

/** Every `/gitopia/gitopia/storage/...` route of the spec (docs/protocol.md#storage-module-routes). */
export function registerStorageRoutes(
  router: Router,
  storage: StorageKeeper,
  challenges?: ChallengeConfig,
  blockMs = 1000,
): void {
  const p = STORAGE_REST_PREFIX
  const byId = <T extends { id: string }>(items: T[], query: URLSearchParams) =>
    paginate(items, parsePageRequest(query), item => numericKey(BigInt(item.id)))

  // The devnet's challenge settings replace the module defaults they stand for.
  const params =
    challenges && challenges.intervalBlocks > 0
      ? {
          ...STORAGE_PARAMS,
          challenge_interval_blocks: String(challenges.intervalBlocks),
          challenge_period: `${challenges.periodMs / 1000}s`,
          reward_per_day: { denom: 'ulore', amount: challenges.rewardPerDay.toString() },
          consecutive_fails_threshold: String(challenges.failThreshold),
          liveness_jail_blocks: String(Math.round(challenges.jailMs / blockMs)),
        }
      : STORAGE_PARAMS
  router.get(`${p}/params`, () => ok({ params }))

  router.get(`${p}/provider/{address}`, ({ params }) => {
    const provider = storage.provider(addressParam(params.address, 'address'))
    return provider ? ok({ provider }) : notFound('provider')
  })
  router.get(`${p}/providers`, ({ query }) => {
    const page = byId(storage.allProviders(), query)
    return ok({ providers: page.items, pagination: page.pagination })
  })
  router.get(`${p}/active-providers`, () => ok({ providers: storage.activeProviders() }))
  router.get(`${p}/jailed-providers`, ({ query }) => {
    const page = byId(
      storage.allProviders().filter(provider => provider.jailed),
      query,
    )
    return ok({ providers: page.items, pagination: page.pagination })
  })
  router.get(`${p}/providers-liveness`, ({ query }) => {
    const page = byId(storage.allProviders(), query)
    return ok({ providers_liveness: page.items.map(livenessOf), pagination: page.pagination })
  })
  router.get(`${p}/provider-liveness/{address}`, ({ params }) => {
    const provider = storage.provider(addressParam(params.address, 'address'))
    return provider ? ok({ liveness_stats: livenessOf(provider) }) : notFound('provider')
  })
  router.get(`${p}/liveness-violations`, ({ query }) => {
    const page = byId(storage.violations.values(), query)
    return ok({ violations: page.items, pagination: page.pagination })
  })

  const stakeOf = (address: string) => ({
    provider: address,
    stake: storage.stakes.get(address) ?? [],
  })
  router.get(`${p}/provider-stake/{address}`, ({ params }) => {
    const address = addressParam(params.address, 'address')
    return storage.stakes.get(address)
      ? ok({ provider_stake: stakeOf(address) })
      : notFound('stake')
  })
  router.get(`${p}/provider-stakes`, ({ query }) => {
    const page = paginate([...storage.stakes.entries()], parsePageRequest(query), ([key]) => key)
    return ok({
      provider_stakes: page.items.map(([address]) => stakeOf(address)),
      pagination: page.pagination,
    })
  })
  const rewardsOf = (address: string) => ({
    provider: address,
    rewards: (storage.rewards.get(address) ?? []).map(coin => ({
      denom: coin.denom,
      amount: `${coin.amount}.000000000000000000`,
    })),
  })
  router.get(`${p}/provider-rewards/{address}`, ({ params }) => {
    const address = addressParam(params.address, 'address')
    return ok({ provider_rewards: rewardsOf(address) })
  })
  for (const path of ['provider-rewards', 'provider-rewards-all'])
    router.get(`${p}/${path}`, ({ query }) => {
      const page = paginate([...storage.rewards.entries()], parsePageRequest(query), ([key]) => key)
      return ok({
        provider_rewards: page.items.map(([address]) => rewardsOf(address)),
        pagination: page.pagination,
      })
    })

  /**
   * A kind of record kept by numeric id (`release-asset`): `/release-asset/{id}` answers
   * `{release_asset}`, `/release-assets` a page of `{release_assets}`.
   */
  const recordRoutes = <T extends { id: string }>(records: Table<T>, name: string) => {
    const key = name.replaceAll('-', '_')
    router.get(`${p}/${name}/{id}`, ({ params }) => {
      const record = records.get(numericKey(uintParam(params.id, 'id')))
      return record ? ok({ [key]: record }) : notFound(name.replaceAll('-', ' '))
    })
    router.get(`${p}/${name}s`, ({ query }) => {
      const page = byId(records.values(), query)
      return ok({ [`${key}s`]: page.items, pagination: page.pagination })
    })
  }

  recordRoutes(storage.packfiles, 'packfile')
  router.get(`${p}/repository/{repository_id}/packfile`, ({ params }) => {
    const packfile = storage.packfileOf(uintParam(params.repository_id, 'repository_id').toString())
    return packfile ? ok({ packfile }) : notFound('packfile')
  })

  recordRoutes(storage.releaseAssets, 'release-asset')
  router.get(`${p}/repository/{repository_id}/release-asset/{tag}/{name}`, ({ params }) => {
    const repositoryId = uintParam(params.repository_id, 'repository_id').toString()
    const release_asset = storage.releaseAsset(repositoryId, params.tag ?? '', params.name ?? '')
    return release_asset ? ok({ release_asset }) : notFound('release asset')
  })
  router.get(`${p}/repository/{repository_id}/release-assets/{tag}`, ({ params }) => {
    const repositoryId = uintParam(params.repository_id, 'repository_id').toString()
    return ok({ release_assets: storage.releaseAssetsOf(repositoryId, params.tag ?? '') })
  })
  router.get(`${p}/repository/{repository_id}/release-assets`, ({ params, query }) => {
    const repositoryId = uintParam(params.repository_id, 'repository_id').toString()
    const page = byId(storage.releaseAssetsOf(repositoryId), query)
    return ok({ release_assets: page.items, pagination: page.pagination })
  })

  recordRoutes(storage.lfsObjects, 'lfs-object')
  router.get(`${p}/repository/{repository_id}/lfs-objects`, ({ params }) => {
    const repositoryId = uintParam(params.repository_id, 'repository_id').toString()
    return ok({ lfs_objects: storage.lfsObjectsOf(repositoryId) })
  })
  router.get(`${p}/repository/{repository_id}/lfs-object/{oid}`, ({ params }) => {
    const repositoryId = uintParam(params.repository_id, 'repository_id').toString()
    const lfs_object = storage.lfsObject(repositoryId, params.oid ?? '')
    return lfs_object ? ok({ lfs_object }) : notFound('lfs object')
  })

  recordRoutes(storage.challenges, 'challenge')
  router.get(`${p}/stats`, () => ok({ storage_stats: storage.stats() }))
  router.get(`${p}/cid-reference-count/{cid}`, ({ params }) =>
    ok({ count: storage.cidReferences.get(params.cid ?? '') ?? '0' }),
  )
  router.get(`${p}/cid-reference-counts`, ({ query }) => {
    const page = paginate([...storage.cidReferences.entries()], parsePageRequest(query), ([c]) => c)
    return ok({
      cid_reference_counts: page.items.map(([cid, count]) => ({ cid, count })),
      pagination: page.pagination,
    })
  })

  registerProposalRoutes(router, storage)
}

type Params = Readonly<Record<string, string>>

/**
 * The REST routes of each kind of proposal: the user's pending one for a repository (`single`,
 * also matched by `matches` where the path names more), and all of the kind (`list`).
 */
const PROPOSAL_ROUTES: readonly {
  readonly kind: ProposalKind
  readonly single: readonly [path: string, key: string]
  readonly list: readonly [path: string, key: string]
  readonly matches?: (proposal: StorageProposal, params: Params) => boolean
}[] = [
  {
    kind: 'packfile',
    single: ['packfile-update-proposal/{repository_id}/{user}', 'packfile_update_proposal'],
    list: ['packfile-update-proposals', 'packfile_update_proposals'],
  },
  {
    kind: 'release-assets',
    single: [
      'release-assets-update-proposal/{repository_id}/{tag}/{user}',
      'release_assets_proposal',
    ],
    list: ['release-assets-update-proposals', 'release_assets_proposals'],
    matches: (proposal, params) =>
      proposal.kind === 'release-assets' && proposal.tag === params.tag,
  },
  {
    kind: 'repository-delete',
    single: ['repository-delete-proposal/{repository_id}/{user}', 'repository_delete_proposal'],
    list: ['repository-delete-proposals', 'repository_delete_proposals'],
  },
  {
    kind: 'lfs-object',
    single: ['lfs-object-update-proposal/{repository_id}/{oid}/{user}', 'lfs_object_proposal'],
    list: ['lfs-object-update-proposals', 'lfs_object_proposals'],
    matches: (proposal, params) => proposal.kind === 'lfs-object' && proposal.oid === params.oid,
  },
]

function registerProposalRoutes(router: Router, storage: StorageKeeper): void {
  const p = STORAGE_REST_PREFIX
  const list = (path: string, key: string, items: (params: Params) => StorageProposal[]) =>
    router.get(`${p}/${path}`, ({ params, query }) => {
      const page = paginate(items(params), parsePageRequest(query), item =>
        numericKey(BigInt(item.id)),
      )
      return ok({ [key]: page.items.map(proposalJson), pagination: page.pagination })
    })
  /** The proposals of `kind` by the path's repository and user. */
  const usersOwn = (kind: ProposalKind, params: Params) => {
    const repositoryId = uintParam(params.repository_id, 'repository_id').toString()
    return storage
      .proposalsOf(kind)
      .filter(item => item.repository_id === repositoryId && item.user === params.user)
  }
  for (const { kind, single, list: all, matches } of PROPOSAL_ROUTES) {
    const [path, key] = single
    router.get(`${p}/${path}`, ({ params }): RouteResponse => {
      const proposal = usersOwn(kind, params).find(item => matches?.(item, params) ?? true)
      // Non-200 until a proposal exists: gitopia-web polls these routes (docs/protocol.md#storage-module-routes).
      return proposal ? ok({ [key]: proposalJson(proposal) }) : notFound('proposal')
    })
    list(...all, () => storage.proposalsOf(kind))
  }
  list('lfs-object-update-proposals/{repository_id}/{user}', 'lfs_object_proposals', params =>
    usersOwn('lfs-object', params),
  )
}
