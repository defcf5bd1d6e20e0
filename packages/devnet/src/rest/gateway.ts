import type { RequestListener } from 'node:http'
import { BadRequestError } from '../http/paging.ts'
import { CORS_HEADERS, readBody, sendJson, type Router } from '../http/router.ts'

const NOT_IMPLEMENTED = { code: 12, message: 'Not Implemented', details: [] }

/** The REST gateway: gRPC-gateway style JSON, CORS, 501 for unknown routes, never a crash. */
export function restListener(router: Router): RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    const route = router.match(method === 'HEAD' ? 'GET' : method, url.pathname)
    if (!route) {
      sendJson(response, 501, NOT_IMPLEMENTED)
      return
    }
    // A handler that throws synchronously must become a JSON error too, never a crash.
    Promise.resolve()
      .then(() =>
        route.handler({
          params: route.params,
          query: url.searchParams,
          method,
          body: () => readBody(request),
        }),
      )
      .then(result => sendJson(response, result.status, result.body))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        if (error instanceof BadRequestError)
          sendJson(response, 400, { code: 3, message, details: [] })
        else sendJson(response, 500, { code: 2, message, details: [] })
      })
  }
}
