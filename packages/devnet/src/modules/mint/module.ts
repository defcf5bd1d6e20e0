import { NATIVE_TOKEN } from '@gitopia-client/chain'
import type { ChainModule } from '../../chain/module.ts'
import { ok } from '../../http/paging.ts'
import type { Store, Table } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import { FEE_COLLECTOR } from '../distribution/keeper.ts'
import type { StakingKeeper } from '../staking/keeper.ts'
import { DEC, formatDec, parseDec } from '../../chain/dec.ts'

/** x/mint's params (SDK 0.47 defaults: 7–20 % inflation steering to 67 % bonded). */
export const MINT_PARAMS = {
  mint_denom: NATIVE_TOKEN.denom,
  inflation_rate_change: '0.130000000000000000',
  inflation_max: '0.200000000000000000',
  inflation_min: '0.070000000000000000',
  goal_bonded: '0.670000000000000000',
  blocks_per_year: '6311520',
} as const

/**
 * x/mint: every block the inflation moves toward its goal by the bonded ratio, and the block's
 * share of the annual provisions (inflation × supply) is minted to the fee collector, which
 * x/distribution pays out to stakers.
 */
export class MintKeeper {
  readonly #state: Table<string>

  constructor(
    store: Store,
    private readonly bank: BankKeeper,
    private readonly staking: StakingKeeper,
  ) {
    this.#state = store.table('mint/minter')
  }

  inflation(): bigint {
    return parseDec(this.#state.get('inflation') ?? '0.13')
  }

  annualProvisions(): bigint {
    return BigInt(this.#state.get('annualProvisions') ?? '0')
  }

  /** SDK `BeginBlocker`: next inflation, annual provisions, this block's provision minted. */
  mintBlock(): void {
    const supply = BigInt(
      this.bank.supply().find(c => c.denom === MINT_PARAMS.mint_denom)?.amount ?? '0',
    )
    if (supply === 0n) return
    const bondedRatio = (this.staking.totalBonded() * DEC) / supply
    const goal = parseDec(MINT_PARAMS.goal_bonded)
    const perYear =
      ((DEC - (bondedRatio * DEC) / goal) * parseDec(MINT_PARAMS.inflation_rate_change)) / DEC
    const blocks = BigInt(MINT_PARAMS.blocks_per_year)
    let inflation = this.inflation() + perYear / blocks
    const max = parseDec(MINT_PARAMS.inflation_max)
    const min = parseDec(MINT_PARAMS.inflation_min)
    inflation = inflation > max ? max : inflation < min ? min : inflation
    const annual = inflation * supply
    this.#state.set('inflation', formatDec(inflation))
    this.#state.set('annualProvisions', annual.toString())
    const provision = annual / DEC / blocks
    if (provision > 0n)
      this.bank.mint(FEE_COLLECTOR, [
        { denom: MINT_PARAMS.mint_denom, amount: provision.toString() },
      ])
  }
}

export function mintModule(mint: MintKeeper): ChainModule {
  return {
    name: 'mint',
    endBlock: () => mint.mintBlock(),
    registerRoutes: router => {
      const p = '/cosmos/mint/v1beta1'
      router.get(`${p}/params`, () => ok({ params: MINT_PARAMS }))
      router.get(`${p}/inflation`, () => ok({ inflation: formatDec(mint.inflation()) }))
      router.get(`${p}/annual_provisions`, () =>
        ok({ annual_provisions: formatDec(mint.annualProvisions()) }),
      )
    },
  }
}
