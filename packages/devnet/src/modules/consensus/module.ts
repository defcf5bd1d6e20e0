import type { ChainModule } from '../../chain/module.ts'
import { ok } from '../../http/paging.ts'
import { CONSENSUS_PARAMS } from '../../rpc/genesis-json.ts'

/** x/consensus: the block, evidence and validator params of the genesis, in the gateway's JSON. */
export function consensusModule(): ChainModule {
  const { block, evidence, validator } = CONSENSUS_PARAMS
  return {
    name: 'consensus',
    registerRoutes: router => {
      router.get('/cosmos/consensus/v1/params', () =>
        ok({
          params: {
            block,
            evidence: {
              max_age_num_blocks: evidence.max_age_num_blocks,
              // Nanoseconds in the genesis, a Duration here.
              max_age_duration: `${BigInt(evidence.max_age_duration) / 1_000_000_000n}s`,
              max_bytes: evidence.max_bytes,
            },
            validator,
            version: null,
          },
        }),
      )
    },
  }
}
