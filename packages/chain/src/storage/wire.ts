import * as z from 'zod/mini'

/**
 * The storage provider's JSON (docs/protocol.md#provider-json): Go's encoding/json, so numbers are numbers,
 * `omitempty` fields may be missing and empty lists may be `null`.
 */

const optionalList = <T extends z.core.SomeType>(item: T) =>
  z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform(value => value ?? []),
  )

export const pagination = z.optional(
  z.nullable(
    z.object({
      next_key: z.optional(z.nullable(z.string())),
      total: z.optional(z.nullable(z.union([z.number(), z.string()]))),
    }),
  ),
)

const person = z.object({ name: z.string(), email: z.string(), date: z.string() })

export const commitWire = z.object({
  id: z.string(),
  title: z._default(z.string(), ''),
  message: z._default(z.string(), ''),
  author: person,
  committer: person,
  created_at: z.number(),
  tree: z._default(z.string(), ''),
  parent_ids: optionalList(z.string()),
})
export type CommitWire = z.output<typeof commitWire>

export const contentWire = z.object({
  name: z.string(),
  path: z.string(),
  sha: z.string(),
  type: z.enum(['TREE', 'BLOB']),
  size: z.optional(z.number()),
  content: z.optional(z.string()),
  encoding: z.optional(z.string()),
  last_commit: z.optional(z.nullable(commitWire)),
})

export const contentResponse = z.object({ content: optionalList(contentWire), pagination })
export const commitsResponse = z.object({ commits: optionalList(commitWire), pagination })

export const diffWire = z.object({
  file_name: z.string(),
  stat: z.object({ addition: z.number(), deletion: z.number() }),
  patch: z._default(z.string(), ''),
  type: optionalList(z.string()),
  file_size: z._default(z.number(), 0),
})
export const diffResponse = z.object({ diff: optionalList(diffWire), pagination })
export const diffStatResponse = z.object({
  stat: z.object({ addition: z.number(), deletion: z.number() }),
  files_changed: z.number(),
  file_names: optionalList(z.string()),
})
