import type { z } from 'zod'
import { BadRequestError } from './paging.ts'

/**
 * A control endpoint's JSON body, checked by `schema`; anything else is a 400 that shows the
 * caller `usage`, the body it takes.
 */
export async function jsonBody<S extends z.ZodType>(
  body: () => Promise<string>,
  schema: S,
  usage: string,
): Promise<z.output<S>> {
  let json: unknown
  try {
    json = JSON.parse(await body())
  } catch {
    throw new BadRequestError(`body must be JSON: ${usage}`)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new BadRequestError(`body must be ${usage}`)
  return parsed.data
}
