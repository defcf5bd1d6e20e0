import type { ChainModule } from '../../chain/module.ts'
import { grpcError, ok } from '../../http/paging.ts'

/**
 * x/params' legacy subspaces (SDK 0.47 keeps them readable for clients of the old API), with the
 * values the devnet's modules use, JSON-encoded as the params store holds them.
 */
const SUBSPACES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  auth: {
    MaxMemoCharacters: '"256"',
    TxSigLimit: '"7"',
    TxSizeCostPerByte: '"10"',
    SigVerifyCostED25519: '"590"',
    SigVerifyCostSecp256k1: '"1000"',
  },
  bank: { DefaultSendEnabled: 'true', SendEnabled: '[]' },
  distribution: {
    communitytax: '"0.020000000000000000"',
    baseproposerreward: '"0.000000000000000000"',
    bonusproposerreward: '"0.000000000000000000"',
    withdrawaddrenabled: 'true',
  },
  mint: {
    MintDenom: '"ulore"',
    InflationRateChange: '"0.130000000000000000"',
    InflationMax: '"0.200000000000000000"',
    InflationMin: '"0.070000000000000000"',
    GoalBonded: '"0.670000000000000000"',
    BlocksPerYear: '"6311520"',
  },
  slashing: {
    SignedBlocksWindow: '"10000"',
    MinSignedPerWindow: '"0.050000000000000000"',
    DowntimeJailDuration: '"600000000000"',
    SlashFractionDoubleSign: '"0.050000000000000000"',
    SlashFractionDowntime: '"0.000100000000000000"',
  },
  staking: {
    MaxValidators: '100',
    MaxEntries: '7',
    HistoricalEntries: '10000',
    BondDenom: '"ulore"',
    MinCommissionRate: '"0.000000000000000000"',
  },
}

export function paramsModule(): ChainModule {
  return {
    name: 'params',
    registerRoutes: router => {
      router.get('/cosmos/params/v1beta1/params', ({ query }) => {
        const subspace = query.get('subspace') ?? ''
        const key = query.get('key') ?? ''
        const values = SUBSPACES[subspace]
        if (!values) return grpcError(3, `unknown subspace: ${subspace}`)
        return ok({ param: { subspace, key, value: values[key] ?? '' } })
      })
      router.get('/cosmos/params/v1beta1/subspaces', () =>
        ok({
          subspaces: Object.entries(SUBSPACES).map(([subspace, values]) => ({
            subspace,
            keys: Object.keys(values),
          })),
        }),
      )
    },
  }
}
