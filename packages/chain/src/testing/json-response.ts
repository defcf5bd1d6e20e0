/** For tests: a `fetch` answer carrying `body` as JSON, as a node's REST gateway sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}
