import { bigEndian8, derivedModuleAddress } from '../../../chain/addresses.ts'
import type { MsgContext } from '../../../chain/module.ts'
import { byNumericId, Records } from '../../../state/records.ts'
import type { Store } from '../../../state/store.ts'
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

export class BountiesKeeper extends Records<Bounty> {
  constructor(
    store: Store,
    private readonly bank: BankKeeper,
  ) {
    super(store.table('gitopia/bounties'), bounty => bounty.id, byNumericId)
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
