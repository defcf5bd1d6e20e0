import { networkSchema } from '@gitopia-client/chain'
import { z } from 'zod'

/** Runtime configuration, embedded in index.html and replaceable by the server that hosts the app. */
export const appConfigSchema = z.object({
  network: networkSchema,
})
export type AppConfig = z.infer<typeof appConfigSchema>
