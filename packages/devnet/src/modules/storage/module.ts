import type { ChainModule } from '../../chain/module.ts'
import {
  challengeEndBlock,
  submitChallengeResponseHandler,
  type ChallengeConfig,
} from './challenges.ts'
import { lfsHandlers } from './lfs-msgs.ts'
import { expireProposals, storageMsgKit, type StorageDeps } from './msg-kit.ts'
import { packfileHandlers } from './packfile-msgs.ts'
import { providerHandlers } from './provider-msgs.ts'
import { releaseAssetHandlers } from './release-asset-msgs.ts'
import { registerStorageRoutes } from './routes.ts'

/** Challenges off: the module as before challenges existed (unit tests of other flows). */
export const NO_CHALLENGES: ChallengeConfig = {
  intervalBlocks: 0,
  periodMs: 0,
  jailMs: 0,
  failThreshold: 3,
  rewardPerDay: 0n,
}

/** x/storage (final v6): providers, packfiles, release assets, LFS objects and their proposals. */
export function storageModule(
  deps: StorageDeps,
  challenges: ChallengeConfig = NO_CHALLENGES,
  blockMs = 1000,
): ChainModule {
  const kit = storageMsgKit(deps)
  return {
    name: 'storage',
    handlers: [
      ...providerHandlers(deps),
      ...packfileHandlers(deps, kit),
      ...releaseAssetHandlers(deps, kit),
      ...lfsHandlers(deps, kit),
      submitChallengeResponseHandler(deps.storage, challenges),
    ],
    registerRoutes: router => registerStorageRoutes(router, deps.storage, challenges, blockMs),
    endBlock: ({ blockTime, height }) => {
      expireProposals(deps.storage, blockTime)
      challengeEndBlock(deps.storage, challenges, { height, blockTime, blockMs })
    },
  }
}
