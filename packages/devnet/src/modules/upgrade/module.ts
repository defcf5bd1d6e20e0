import type { ChainModule } from '../../chain/module.ts'
import { moduleAddress } from '../../chain/addresses.ts'
import { ok } from '../../http/paging.ts'

/** Consensus versions of the app's modules (SDK 0.47 and ibc-go v7, as a v6 node reports them). */
const MODULE_VERSIONS: readonly { name: string; version: string }[] = [
  ['auth', '4'],
  ['authz', '2'],
  ['bank', '4'],
  ['capability', '1'],
  ['consensus', '1'],
  ['crisis', '2'],
  ['distribution', '3'],
  ['evidence', '1'],
  ['feegrant', '2'],
  ['genutil', '1'],
  ['gitopia', '6'],
  ['gov', '4'],
  ['group', '2'],
  ['ibc', '4'],
  ['interchainaccounts', '2'],
  ['mint', '2'],
  ['params', '1'],
  ['rewards', '2'],
  ['slashing', '3'],
  ['staking', '4'],
  ['storage', '1'],
  ['transfer', '3'],
  ['upgrade', '2'],
  ['vesting', '1'],
].map(([name = '', version = '']) => ({ name, version }))

/** x/upgrade's reads: no plan is scheduled or applied on the devnet; governance is the authority. */
export function upgradeModule(): ChainModule {
  return {
    name: 'upgrade',
    registerRoutes: router => {
      const p = '/cosmos/upgrade/v1beta1'
      router.get(`${p}/current_plan`, () => ok({ plan: null }))
      router.get(`${p}/applied_plan/{name}`, () => ok({ height: '0' }))
      router.get(`${p}/upgraded_consensus_state/{last_height}`, () =>
        ok({ upgraded_consensus_state: null }),
      )
      router.get(`${p}/authority`, () => ok({ address: moduleAddress('gov') }))
      router.get(`${p}/module_versions`, ({ query }) => {
        const name = query.get('module_name')
        return ok({
          module_versions: name ? MODULE_VERSIONS.filter(m => m.name === name) : MODULE_VERSIONS,
        })
      })
    },
  }
}
