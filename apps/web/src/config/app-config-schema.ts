import { networkSchema } from '@gitopia-client/chain'
import * as z from 'zod/mini'

/** Runtime configuration, embedded in index.html and replaceable by the server that hosts the app. */
export const appConfigSchema = z.object({
  network: networkSchema,
  /**
   * Cross-chain transfers: the counterparty chains to offer (registry names, e.g. `osmosis`),
   * read through the server's `/api/ibc/*` routes; a chain whose bridge is unknown is hidden.
   */
  ibc: z._default(z.object({ chains: z.array(z.string().check(z.regex(/^[a-z0-9]{1,32}$/))) }), {
    chains: [],
  }),
})
export type AppConfig = z.infer<typeof appConfigSchema>
