import type { IncomingMessage, ServerResponse } from 'node:http'
import { JsonBody, sendJson, sendJsonError } from './json-body.ts'
import { bridgeKey, type IbcRegistry } from './registry.ts'
import { CHAIN_NAME } from './schema.ts'

/** Answers a request if its path is an API path; false leaves it to the app. */
export type ApiHandler = (
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
) => boolean

/**
 * `/api/ibc/{chain}/info` (chain.json), `/api/ibc/{chain}/assets` (assetlist.json) and
 * `/api/ibc/{a}/bridge/{b}` (the `_IBC` file of the pair, either order), from `registry`.
 * `path` is the resolved request path without the leading slash (`api/ibc/osmosis/info`).
 * Every other path under `api/` is a JSON 404, never the app's page.
 */
export function ibcRoutes(
  registry: IbcRegistry | undefined,
  headers: Record<string, string>,
): ApiHandler {
  const info = new Map<string, JsonBody>()
  const assets = new Map<string, JsonBody>()
  const bridges = new Map<string, JsonBody>()
  for (const [name, chain] of registry?.chains ?? []) {
    info.set(name, new JsonBody(chain.info))
    assets.set(name, new JsonBody(chain.assets))
  }
  for (const [pair, data] of registry?.bridges ?? []) bridges.set(pair, new JsonBody(data))

  return (path, request, response) => {
    if (path !== 'api' && !path.startsWith('api/')) return false
    const fail = (status: 400 | 404, error: string) =>
      sendJsonError(request, response, status, error, headers)
    const [, section, ...rest] = path.split('/')
    const route =
      section !== 'ibc'
        ? undefined
        : rest.length === 2 && (rest[1] === 'info' || rest[1] === 'assets')
          ? { kind: rest[1], names: [rest[0] ?? ''] }
          : rest.length === 3 && rest[1] === 'bridge'
            ? { kind: 'bridge' as const, names: [rest[0] ?? '', rest[2] ?? ''] }
            : undefined
    if (!route) {
      fail(404, 'No such API route')
      return true
    }
    if (!route.names.every(name => CHAIN_NAME.test(name))) {
      fail(400, 'A chain name is 1 to 32 lowercase letters or digits')
      return true
    }
    const [a = '', b = ''] = route.names
    const body =
      route.kind === 'info'
        ? info.get(a)
        : route.kind === 'assets'
          ? assets.get(a)
          : bridges.get(bridgeKey(a, b))
    if (body) sendJson(request, response, body, headers)
    else if (route.kind === 'bridge') fail(404, `No IBC channel between ${a} and ${b}`)
    else fail(404, `Unknown chain: ${a}`)
    return true
  }
}
