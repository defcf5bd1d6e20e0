import type { Bounty } from '@gitopia-client/chain/gitopia'

/** A bounty's state in words (the chain's SRCDEBITTED / DESTCREDITED / REVERTEDBACK). */
export function bountyStatus(
  bounty: Pick<Bounty, 'state' | 'expireAt'>,
  now: Date = new Date(),
): { readonly label: string; readonly detail: string; readonly open: boolean } {
  switch (bounty.state) {
    case 'BOUNTY_STATE_SRCDEBITTED':
      return bounty.expireAt !== null && bounty.expireAt.getTime() < now.getTime()
        ? {
            label: 'Expired',
            detail: 'Still held in escrow; its creator can extend it or close it for a refund.',
            open: true,
          }
        : { label: 'Open', detail: 'Held in escrow until the issue is solved.', open: true }
    case 'BOUNTY_STATE_DESTCREDITED':
      return {
        label: 'Paid',
        detail: 'Paid out to the contributor who solved the issue.',
        open: false,
      }
    case 'BOUNTY_STATE_REVERTEDBACK':
      return { label: 'Refunded', detail: 'Closed and returned to its creator.', open: false }
  }
}
