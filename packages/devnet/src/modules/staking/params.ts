import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { ChainError } from '../../chain/errors.ts'

/** x/staking parameters; the unbonding time is a devnet option (21 days on the chain). */
export interface StakingParams {
  readonly unbondingSeconds: number
  readonly maxEntries: number
}

export const DEFAULT_UNBONDING_SECONDS = 1_814_400

export const stakingParams = (unbondingSeconds = DEFAULT_UNBONDING_SECONDS): StakingParams => ({
  unbondingSeconds,
  maxEntries: 7,
})

/** The REST shape of the params. */
export const stakingParamsJson = (params: StakingParams) => ({
  unbonding_time: `${params.unbondingSeconds}s`,
  max_validators: 100,
  max_entries: params.maxEntries,
  historical_entries: 10000,
  bond_denom: NATIVE_TOKEN.denom,
  min_commission_rate: '0.000000000000000000',
})

/** An x/staking error (codespace `staking`, the SDK's codes in x/staking/types/errors.go). */
export function stakingError(code: number, text: string): ChainError {
  return ChainError.wrap({ codespace: 'staking', code, text })
}
