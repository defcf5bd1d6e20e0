import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { parse } from 'yaml'

/** A Swagger 2.0 schema object, as far as the chain's document uses it. */
export interface Schema {
  type?: string | string[]
  format?: string
  properties?: Record<string, Schema>
  additionalProperties?: boolean | Schema
  items?: Schema
  enum?: unknown[]
  $ref?: string
  [keyword: string]: unknown
}

interface Operation {
  readonly parameters?: readonly { name: string; in: string; required?: boolean }[]
  readonly responses: Record<string, { schema?: Schema } | undefined>
}

interface Document {
  readonly paths: Record<string, { get?: Operation } | undefined>
  readonly definitions?: Record<string, Schema>
}

export interface GetPath {
  readonly path: string
  /** Query parameters the document marks required. */
  readonly requiredQuery: readonly string[]
  /** Checks a 200 body; the messages of what is wrong, or none. */
  readonly check: (body: unknown) => string[]
}

const DEFINITIONS = 'definitions.json'
const DOCUMENT = new URL('../../openapi/gitopia-openapi.yml', import.meta.url)

/**
 * What a gRPC-gateway node really sends, stated in the schema: no field the proto does not have
 * (the document leaves `additionalProperties` open, so unknown fields would slip through), and
 * `null` for an unset message or timestamp (the gateway emits defaults, unset messages as null).
 */
function tighten(schema: Schema): Schema {
  const out: Schema = { ...schema }
  delete out.example
  delete out.description
  delete out.title
  if (out.$ref) return { $ref: out.$ref.replace(/^#/, `${DEFINITIONS}#`) }
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([name, value]) => [name, tighten(value)]),
    )
    out.additionalProperties ??= false
  }
  if (typeof out.additionalProperties === 'object')
    out.additionalProperties = tighten(out.additionalProperties)
  if (out.items) out.items = tighten(out.items)
  const nullable =
    out.type === 'object' ||
    (out.type === 'string' && (out.format === 'date-time' || out.format === 'byte'))
  if (nullable && typeof out.type === 'string') out.type = [out.type, 'null']
  return out
}

const INTEGER_TEXT = /^-?\d+$/

/** Loads the vendored document; `overrides` replace a path's 200 schema (see schema-overrides.ts). */
export function loadGetPaths(overrides: Readonly<Record<string, Schema>>): GetPath[] {
  const document = parse(readFileSync(DOCUMENT, 'utf8')) as Document
  const ajv = new Ajv({ allErrors: true, unknownFormats: 'ignore', logger: false })
  ajv.addFormat('int64', INTEGER_TEXT)
  ajv.addFormat('uint64', /^\d+$/)
  ajv.addFormat('byte', /^[A-Za-z0-9+/_-]*={0,2}$/)
  // The few `$ref`s point into the document's definitions, compiled once when first used.
  ajv.addSchema({
    $id: DEFINITIONS,
    definitions: Object.fromEntries(
      Object.entries(document.definitions ?? {}).map(([name, schema]) => [name, tighten(schema)]),
    ),
  })
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const operation = item?.get
    if (!operation) return []
    const schema = overrides[path] ?? operation.responses['200']?.schema ?? {}
    const validate = ajv.compile(tighten(schema))
    return [
      {
        path,
        requiredQuery: (operation.parameters ?? [])
          .filter(p => p.in === 'query' && p.required)
          .map(p => p.name),
        check: (body: unknown) =>
          validate(body)
            ? []
            : (validate.errors ?? []).map(e => {
                const extra = (e.params as { additionalProperty?: string }).additionalProperty
                return `${e.dataPath || '(body)'} ${e.message ?? ''}${extra ? `: ${extra}` : ''}`
              }),
      },
    ]
  })
}
