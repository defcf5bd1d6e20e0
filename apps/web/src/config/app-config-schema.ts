import { networkSchema } from '@gitopia-client/chain'
import * as z from 'zod/mini'

/** Runtime configuration, embedded in index.html and replaceable by the server that hosts the app. */
export const appConfigSchema = z.object({
  network: networkSchema,
})
export type AppConfig = z.infer<typeof appConfigSchema>
