import * as z from 'zod/mini'

/**
 * Building blocks for the gateway's JSON (docs/protocol.md#json-conventions): 64-bit integers arrive as decimal
 * strings, gitopia timestamps as Unix seconds in a string with the Go zero time meaning "unset".
 */

/** A uint64 kept as its decimal string: ids may exceed what a JS number holds. */
export const u64 = z.string().check(z.regex(/^\d+$/))

/** A count or iid: small enough for a number in practice, checked to be safe. */
export const count = z.pipe(
  u64,
  z.transform((value, context) => {
    const parsed = Number(value)
    if (!Number.isSafeInteger(parsed)) {
      context.issues.push({ code: 'custom', message: 'number too large', input: value })
    }
    return parsed
  }),
)

/** Go's zero time in Unix seconds: the keeper's "not set". */
export const GO_ZERO_UNIX_SECONDS = '-62135596800'

/** Unix seconds → Date; zero or the Go zero time → null. */
export const unixTime = z.pipe(
  z.string().check(z.regex(/^-?\d+$/)),
  z.transform(value =>
    value === '0' || value === GO_ZERO_UNIX_SECONDS ? null : new Date(Number(value) * 1000),
  ),
)

export const coin = z.pipe(
  z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) }),
  z.transform(value => ({ denom: value.denom, amount: BigInt(value.amount) })),
)
export type Coin = z.output<typeof coin>

export const ownerType = z.enum(['USER', 'DAO'])
export type OwnerType = z.output<typeof ownerType>

/** Strings the gateway always emits; tolerate their absence from older nodes. */
export const text = z._default(z.string(), '')
export const flag = z._default(z.boolean(), false)
export const list = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), [])

/**
 * A proto enum as the gateway writes it, by its full name (`VOTE_OPTION_YES`): the name without
 * `prefix`, or `unknown` for a value this client does not know (a newer chain may add one).
 */
export const protoEnum = <const Name extends string, const Unknown extends string>(
  prefix: string,
  names: readonly Name[],
  unknown: Unknown,
) =>
  z.pipe(
    z.string(),
    z.transform((value): Name | Unknown => {
      const name = value.startsWith(prefix) ? value.slice(prefix.length) : value
      return names.find(known => known === name) ?? unknown
    }),
  )
