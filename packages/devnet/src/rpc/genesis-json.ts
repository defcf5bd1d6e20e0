import type { Genesis } from '../chain/genesis-schema.ts'
import { valoperOf } from '../chain/addresses.ts'
import { cometTime } from './status.ts'

/**
 * The consensus parameters a Gitopia node runs with (CometBFT 0.37's defaults for an SDK chain):
 * int64 values as strings, durations in nanoseconds.
 */
export const CONSENSUS_PARAMS = {
  block: { max_bytes: '22020096', max_gas: '-1' },
  evidence: {
    max_age_num_blocks: '100000',
    max_age_duration: '172800000000000',
    max_bytes: '1048576',
  },
  validator: { pub_key_types: ['ed25519'] },
  version: { app: '0' },
} as const

const coins = (list: readonly { denom: string; amount: string }[]) =>
  list.map(({ denom, amount }) => ({ denom, amount }))

/**
 * The app state in the SDK's genesis layout, for the parts the devnet's genesis holds (balances,
 * fee grants, validators and delegations, the community pool, the gov periods).
 */
function appState(genesis: Genesis) {
  const seconds = (value: number | undefined, fallback: number) => `${value ?? fallback}s`
  return {
    bank: {
      balances: genesis.accounts.map(account => ({
        address: account.address,
        coins: coins(account.coins),
      })),
      denom_metadata: [],
      send_enabled: [],
      supply: [],
    },
    distribution: { fee_pool: { community_pool: coins(genesis.community_pool) } },
    feegrant: {
      allowances: genesis.fee_grants.map(grant => ({
        granter: grant.granter,
        grantee: grant.grantee,
        allowance: {
          '@type': '/cosmos.feegrant.v1beta1.BasicAllowance',
          spend_limit: coins(grant.spend_limit),
          expiration: grant.expiration,
        },
      })),
    },
    gov: {
      params: {
        max_deposit_period: seconds(genesis.gov.max_deposit_period, 172800),
        voting_period: seconds(genesis.gov.voting_period, 300),
      },
    },
    staking: {
      validators: genesis.validators.map(validator => ({
        operator_address: valoperOf(validator.operator),
        description: { moniker: validator.moniker, website: validator.website },
        commission: { commission_rates: { rate: validator.commission_rate } },
        jailed: validator.jailed,
        status: validator.jailed ? 'BOND_STATUS_UNBONDED' : 'BOND_STATUS_BONDED',
      })),
      delegations: genesis.delegations.map(delegation => ({
        delegator_address: delegation.delegator,
        validator_address: valoperOf(delegation.validator),
        shares: delegation.amount,
      })),
    },
  }
}

/**
 * `genesis`: the genesis document. As on an SDK chain whose validators come from gentxs, the
 * document's `validators` list is empty (the set is in `validators`).
 */
export function genesisJson(chainId: string, genesis: Genesis | undefined) {
  return {
    genesis: {
      genesis_time: cometTime(new Date(genesis?.genesis_time ?? 0)).replace(/\.0+Z$/, 'Z'),
      chain_id: chainId,
      initial_height: '1',
      consensus_params: CONSENSUS_PARAMS,
      validators: [],
      app_hash: '',
      app_state: genesis ? appState(genesis) : {},
    },
  }
}
