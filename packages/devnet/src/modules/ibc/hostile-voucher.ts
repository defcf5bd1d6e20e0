import { z } from 'zod'
import { isValidAddress } from '../../chain/addresses.ts'
import type { ChainNode } from '../../chain/chain-node.ts'
import { EventCollector } from '../../chain/events.ts'
import { BadRequestError, ok } from '../../http/paging.ts'
import { CONTROL_PREFIX } from '../../http/faults.ts'
import type { Router } from '../../http/router.ts'
import { ibcDenom, parseDenomTrace } from './denom.ts'
import type { IbcKeeper } from './keeper.ts'
import { encodePacketData, receiveTransfer } from './transfer.ts'
import { TRANSFER_PORT } from './types.ts'

/**
 * A hostile IBC counterparty for tests: anyone can open a channel to a chain and send tokens
 * whose base denom copies a well-known one. Gitopia's end is `channel-99`, which no registry
 * lists; the other chain calls its own token `uosmo`, so the voucher's denom trace is an honest
 * `transfer/channel-99/uosmo` that a careless client would name "OSMO".
 */
export const HOSTILE_CHANNEL = 'channel-99'
const HOSTILE_VOUCHER_OP = 'ibc/hostile-voucher'
const argsSchema = z.object({
  receiver: z.string().min(1),
  amount: z.string().regex(/^[1-9]\d{0,30}$/),
  baseDenom: z.string().regex(/^[a-z][a-z0-9]{1,30}$/),
})
type VoucherArgs = z.infer<typeof argsSchema>

let sequence = 0n

/**
 * Registers the system operation that delivers such a packet (logged in a block, so restarts
 * replay it) and `POST /_devnet/ibc/hostile-voucher {"receiver", "amount", "baseDenom"?}`,
 * which answers with the voucher's denom.
 */
export function registerHostileVoucher(router: Router, node: ChainNode, ibc: IbcKeeper): void {
  node.registerSystemOp(HOSTILE_VOUCHER_OP, args => {
    const { receiver, amount, baseDenom } = argsSchema.parse(args)
    sequence += 1n
    receiveTransfer(
      ibc,
      {
        sequence,
        sourcePort: TRANSFER_PORT,
        sourceChannel: 'channel-7',
        destinationPort: TRANSFER_PORT,
        destinationChannel: HOSTILE_CHANNEL,
        data: encodePacketData({ denom: baseDenom, amount, sender: 'hostile', receiver, memo: '' }),
        timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n },
        timeoutTimestamp: 0n,
      },
      new EventCollector(),
    )
  })
  router.post(`${CONTROL_PREFIX}/ibc/hostile-voucher`, async ({ body }) => {
    let parsed
    try {
      parsed = argsSchema.safeParse({ baseDenom: 'uosmo', ...JSON.parse(await body()) })
    } catch {
      throw new BadRequestError('body must be JSON: {"receiver", "amount", "baseDenom"?}')
    }
    if (!parsed.success)
      throw new BadRequestError('body must be {"receiver": address, "amount": digits}')
    const args: VoucherArgs = parsed.data
    // A failing system operation would stop the block log from replaying: check first.
    if (!isValidAddress(args.receiver, ibc.prefix))
      throw new BadRequestError(`receiver must be a ${ibc.prefix} address`)
    node.produceSystemBlock([{ op: HOSTILE_VOUCHER_OP, args }])
    const denom = ibcDenom(parseDenomTrace(`${TRANSFER_PORT}/${HOSTILE_CHANNEL}/${args.baseDenom}`))
    return ok({ denom })
  })
}
