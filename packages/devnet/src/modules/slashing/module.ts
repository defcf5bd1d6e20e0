import { createHash } from 'node:crypto'
import { fromBase64 } from '@cosmjs/encoding'
import type { ChainModule } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import { valconsAddress } from '../../rpc/validator-set.ts'
import type { StakingKeeper, Validator } from '../staking/keeper.ts'

/** A validator's consensus address (`gitopiavalcons1…`): the first 20 bytes of sha256(pubkey). */
export function consensusAddress(validator: Validator): string {
  const hash = createHash('sha256').update(fromBase64(validator.consensus_key)).digest()
  return valconsAddress(hash.subarray(0, 20).toString('hex'))
}

/** x/evidence's `DoubleSignJailEndTime`: a double signer is jailed for good. */
const FOREVER = '9999-12-31T23:59:59.999999999Z'
const EPOCH = '1970-01-01T00:00:00Z'

function signingInfo(validator: Validator) {
  return {
    address: consensusAddress(validator),
    start_height: '0',
    index_offset: '0',
    jailed_until: validator.jailed ? FOREVER : EPOCH,
    tombstoned: validator.jailed,
    missed_blocks_counter: '0',
  }
}

/**
 * x/slashing's reads: params and one signing info per validator. The devnet's validators never
 * miss a block; the jailed one was tombstoned for double signing (see x/evidence).
 */
export function slashingModule(staking: StakingKeeper): ChainModule {
  return {
    name: 'slashing',
    registerRoutes: router => {
      const p = '/cosmos/slashing/v1beta1'
      router.get(`${p}/params`, () =>
        ok({
          params: {
            signed_blocks_window: '10000',
            min_signed_per_window: '0.050000000000000000',
            downtime_jail_duration: '600s',
            slash_fraction_double_sign: '0.050000000000000000',
            slash_fraction_downtime: '0.000100000000000000',
          },
        }),
      )
      router.get(`${p}/signing_infos`, ({ query }) => {
        const page = paginate(
          staking.validators().map(signingInfo),
          parsePageRequest(query),
          info => info.address,
        )
        return ok({ info: page.items, pagination: page.pagination })
      })
      router.get(`${p}/signing_infos/{cons_address}`, ({ params }) => {
        const found = staking
          .validators()
          .map(signingInfo)
          .find(info => info.address === params.cons_address)
        return found
          ? ok({ val_signing_info: found })
          : grpcError(5, `SigningInfo not found for validator ${params.cons_address}`)
      })
    },
  }
}
