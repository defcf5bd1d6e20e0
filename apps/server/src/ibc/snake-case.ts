// The `chain-registry` npm package renames the registry's JSON fields to camelCase; the routes
// serve the registry's own files, so the package's data is renamed back.

/** Fields whose registry name is not the plain snake_case of the package's name. */
const RENAMED: Readonly<Record<string, string>> = {
  logoURIs: 'logo_URIs',
  chain1: 'chain_1',
  chain2: 'chain_2',
  grpcWeb: 'grpc-web',
  evmHttpJsonrpc: 'evm-http-jsonrpc',
}

/** `bech32_config` keeps its camelCase fields (`bech32PrefixAccAddr`) in the registry itself. */
const KEPT = /^bech32Prefix[A-Z]/

export function registryFieldName(name: string): string {
  if (Object.hasOwn(RENAMED, name)) return RENAMED[name] ?? name
  if (KEPT.test(name)) return name
  return name.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`)
}

/** A deep copy of `value` with every object key in the registry's spelling; values unchanged. */
export function toRegistryFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toRegistryFields)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [registryFieldName(key), toRegistryFields(field)]),
  )
}
