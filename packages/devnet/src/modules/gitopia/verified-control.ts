import { z } from 'zod'
import type { ChainNode } from '../../chain/chain-node.ts'
import { CONTROL_PREFIX } from '../../http/faults.ts'
import { jsonBody } from '../../http/json-body.ts'
import { BadRequestError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import type { GitopiaContext } from './context.ts'

/** The system operation that marks an owner verified. */
export const VERIFY_OP = 'verify-owner'

const verifySchema = z.object({ address: z.string().min(1) })

/**
 * Marks a user or DAO verified. No Msg of release-v6 sets `verified` (genesis or an upgrade does),
 * so the devnet does it in a system block, which a restart replays.
 */
export function verifyOwner(g: GitopiaContext, args: unknown): void {
  const { address } = verifySchema.parse(args)
  const dao = g.daos.get(address)
  if (dao) g.daos.save({ ...dao, verified: true })
  else if (g.users.user(address)) g.users.updateUser(address, user => ({ ...user, verified: true }))
}

/**
 * `POST /_devnet/verify {"address"}` verifies that user or DAO, as the chain's operators would
 * by an upgrade, so a test can use what the chain allows only verified owners (Arweave backups).
 */
export function registerVerifyControl(router: Router, node: ChainNode, g: GitopiaContext): void {
  router.post(`${CONTROL_PREFIX}/verify`, async ({ body }) => {
    const { address } = await jsonBody(body, verifySchema, '{"address": "gitopia1…"}')
    if (!g.daos.get(address) && !g.users.user(address))
      throw new BadRequestError(`no user or DAO at ${address}`)
    node.produceSystemBlock([{ op: VERIFY_OP, args: { address } }])
    return ok({ address, verified: true })
  })
}
