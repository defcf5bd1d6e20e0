import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError, registerTransport } from '../../rest/fetcher.ts'
import { getIssue } from './issues/queries.ts'
import { getPullRequest } from './pull-requests/queries.ts'
import { getRef, listRefs } from './repositories/refs.ts'
import { getRepository, listForks } from './repositories/queries.ts'
import {
  forksPath,
  issuePath,
  pullRequestPath,
  refPath,
  refsPath,
  repositoryPath,
} from './request.ts'
import { primeGitopiaRead } from './paths.ts'
import { jsonResponse } from '../../testing/json-response.ts'

const API = 'prime-test://rest'

/** A node that answers every read with a 404 (the readers' errors are the same either way). */
function countingNode() {
  const sent: string[] = []
  const remove = registerTransport(API, path => {
    sent.push(path)
    return Promise.resolve(jsonResponse({ code: 5, message: 'not found' }, 404))
  })
  return { sent, remove }
}

let removeNode = () => {}
afterEach(() => {
  removeNode()
  vi.restoreAllMocks()
})

// What the route table primes (apps/web/src/features/*/api/opening-reads.ts) and the reader the
// page then calls: both must name the same URL, or priming costs a read and saves none.
const cases: [string, string, number | undefined, () => Promise<unknown>][] = [
  [
    'repository',
    repositoryPath('alice', 'hello'),
    undefined,
    () => getRepository(API, 'alice', 'hello'),
  ],
  [
    'branch page',
    refsPath('alice', 'hello', 'branch'),
    100,
    () => listRefs(API, 'branch', 'alice', 'hello', { page: { limit: 100 } }),
  ],
  [
    'branch with a slash',
    refPath('alice', 'hello', 'branch', 'feature/x'),
    undefined,
    () => getRef(API, 'branch', 'alice', 'hello', 'feature/x'),
  ],
  ['issue', issuePath('alice', 'hello', 3), undefined, () => getIssue(API, 'alice', 'hello', 3)],
  [
    'pull request',
    pullRequestPath('alice', 'hello', 1),
    undefined,
    () => getPullRequest(API, 'alice', 'hello', 1),
  ],
  [
    'forks',
    forksPath('alice', 'hello'),
    50,
    () => listForks(API, 'alice', 'hello', { page: { limit: 50 } }),
  ],
]

describe('primed reads', () => {
  it.each(cases)('the %s read takes the primed answer instead of asking again', async (...c) => {
    const [, path, limit, read] = c
    const node = countingNode()
    removeNode = node.remove
    primeGitopiaRead(API, path, limit)
    expect(node.sent).toHaveLength(1)
    await expect(read()).rejects.toBeInstanceOf(HttpError)
    expect(node.sent).toHaveLength(1)
    // Taken once: the next read asks the node.
    await expect(read()).rejects.toBeInstanceOf(HttpError)
    expect(node.sent).toHaveLength(2)
  })

  it('asks again when the primed answer is older than a few seconds', async () => {
    const node = countingNode()
    removeNode = node.remove
    primeGitopiaRead(API, repositoryPath('alice', 'hello'))
    const now = performance.now()
    vi.spyOn(performance, 'now').mockReturnValue(now + 60_000)
    await expect(getRepository(API, 'alice', 'hello')).rejects.toBeInstanceOf(HttpError)
    expect(node.sent).toHaveLength(2)
  })

  it('asks again when the primed read failed', async () => {
    let calls = 0
    removeNode = registerTransport(API, () =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse({ code: 5, message: 'not found' }, 404)),
    )
    primeGitopiaRead(API, repositoryPath('alice', 'hello'))
    await expect(getRepository(API, 'alice', 'hello')).rejects.toMatchObject({ status: 404 })
    expect(calls).toBe(2)
  })
})
