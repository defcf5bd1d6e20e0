import { bigEndian8, derivedModuleAddress } from '../../../chain/addresses.ts'
import type { MsgContext } from '../../../chain/module.ts'
import { numericKey, type Store, type Table } from '../../../state/store.ts'
import type { BankKeeper } from '../../bank/keeper.ts'
import type { Bounty, Issue } from '../json.ts'
import { GO_ZERO_TIME } from '../wire.ts'

/** `address.Module("gitopia", "bounty" + bigEndian(id))`: where a bounty's coins wait. */
export function bountyAddress(id: string): string {
  const prefix = new TextEncoder().encode('bounty')
  const key = new Uint8Array(prefix.length + 8)
  key.set(prefix, 0)
  key.set(bigEndian8(BigInt(id)), prefix.length)
  return derivedModuleAddress('gitopia', key)
}

export class BountiesKeeper {
  readonly #rows: Table<Bounty>

  constructor(
    store: Store,
    private readonly bank: BankKeeper,
  ) {
    this.#rows = store.table('gitopia/bounties')
  }

  get(id: string): Bounty | undefined {
    return this.#rows.get(numericKey(BigInt(id)))
  }

  all(): Bounty[] {
    return this.#rows.values()
  }

  save(bounty: Bounty): void {
    this.#rows.set(numericKey(BigInt(bounty.id)), bounty)
  }

  /** Pays an open bounty back to its creator (REVERTEDBACK). */
  refund(ctx: MsgContext, bounty: Bounty): void {
    this.bank.send(bountyAddress(bounty.id), bounty.creator, bounty.amount, ctx.events)
    this.save({
      ...bounty,
      state: 'BOUNTY_STATE_REVERTEDBACK',
      expireAt: GO_ZERO_TIME,
      updatedAt: Math.floor(ctx.blockTime.getTime() / 1000).toString(),
    })
  }

  refundIssue(ctx: MsgContext, issue: Issue): void {
    for (const id of issue.bounties) {
      const bounty = this.get(id)
      if (bounty?.state === 'BOUNTY_STATE_SRCDEBITTED') this.refund(ctx, bounty)
    }
  }
}
