import { createHash } from 'node:crypto'
import { Equivocation } from 'cosmjs-types/cosmos/evidence/v1beta1/evidence'
import type { ChainModule } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import { consensusAddress } from '../slashing/module.ts'
import type { StakingKeeper } from '../staking/keeper.ts'

/** The double-sign evidence that jailed a genesis validator (at height 1, its power then). */
function equivocations(staking: StakingKeeper) {
  return staking
    .validators()
    .filter(v => v.jailed)
    .map(v => {
      const time = new Date(v.unbonding_time)
      const fields = {
        height: 1n,
        time: { seconds: BigInt(Math.floor(time.getTime() / 1000)), nanos: 0 },
        power: BigInt(v.tokens) / 1_000_000n,
        consensusAddress: consensusAddress(v),
      }
      const bytes = Equivocation.encode(fields).finish()
      return {
        hash: createHash('sha256').update(bytes).digest('hex').toUpperCase(),
        json: {
          '@type': '/cosmos.evidence.v1beta1.Equivocation',
          height: '1',
          time: time.toISOString().replace('.000Z', 'Z'),
          power: fields.power.toString(),
          consensus_address: fields.consensusAddress,
        },
      }
    })
}

/** x/evidence's reads over the genesis evidence (the devnet's nodes never double sign). */
export function evidenceModule(staking: StakingKeeper): ChainModule {
  return {
    name: 'evidence',
    registerRoutes: router => {
      const p = '/cosmos/evidence/v1beta1/evidence'
      router.get(p, ({ query }) => {
        const page = paginate(equivocations(staking), parsePageRequest(query), e => e.hash)
        return ok({ evidence: page.items.map(e => e.json), pagination: page.pagination })
      })
      router.get(`${p}/{hash}`, ({ params }) => {
        const hash = (params.hash ?? '').toUpperCase()
        if (!/^[0-9A-F]{64}$/.test(hash))
          return grpcError(3, `invalid evidence hash ${params.hash}`)
        const found = equivocations(staking).find(e => e.hash === hash)
        return found ? ok({ evidence: found.json }) : grpcError(5, `evidence ${hash} not found`)
      })
    },
  }
}
