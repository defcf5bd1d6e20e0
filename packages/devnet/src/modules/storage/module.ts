import type { ChainModule } from '../../chain/module.ts'
import { challengeEndBlock, challengeMsgs, type ChallengeConfig } from './challenges.ts'
import { lfsMsgs } from './lfs-msgs.ts'
import { expireProposals, storageHandlers, type StorageDeps } from './msg-kit.ts'
import { packfileMsgs } from './packfile-msgs.ts'
import { providerMsgs } from './provider-msgs.ts'
import { releaseAssetMsgs } from './release-asset-msgs.ts'
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
  return {
    name: 'storage',
    handlers: [
      ...storageHandlers(deps, providerMsgs, packfileMsgs, releaseAssetMsgs, lfsMsgs),
      ...storageHandlers({ storage: deps.storage, config: challenges }, challengeMsgs),
    ],
    registerRoutes: router => registerStorageRoutes(router, deps.storage, challenges, blockMs),
    endBlock: ({ blockTime, height }) => {
      expireProposals(deps.storage, blockTime)
      challengeEndBlock(deps.storage, challenges, { height, blockTime, blockMs })
    },
  }
}
