import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { assetNameProblem, hashStream, uploadAuthorization } from './upload.ts'

/** A stream that makes its chunks on demand, so nothing holds the whole content at once. */
function generated(chunks: number, chunkSize: number, onPull?: () => void) {
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.()
      if (sent === chunks) {
        controller.close()
        return
      }
      controller.enqueue(new Uint8Array(chunkSize).fill(sent % 251))
      sent++
    },
  })
}

function expectedDigest(chunks: number, chunkSize: number): string {
  const hash = createHash('sha256')
  for (let i = 0; i < chunks; i++) hash.update(new Uint8Array(chunkSize).fill(i % 251))
  return hash.digest('hex')
}

describe('hashStream', () => {
  it('equals the SHA-256 of the whole content, chunk by chunk', async () => {
    const digest = await hashStream(generated(5, 1000))
    expect(digest).toEqual({ sha256: expectedDigest(5, 1000), size: 5000 })
  })

  it('hashes the empty file', async () => {
    expect(await hashStream(generated(0, 1))).toEqual({
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      size: 0,
    })
  })

  it('pulls one chunk at a time and reports progress as it goes', async () => {
    let pulled = 0
    const progress: number[] = []
    // 16 MiB in 1 MiB chunks: each is read, hashed and dropped before the next is made.
    const digest = await hashStream(
      generated(16, 1 << 20, () => pulled++),
      {
        onProgress: bytes => {
          // The stream is at most one chunk (plus its queue of one) ahead of the hash.
          expect(pulled * (1 << 20) - bytes).toBeLessThanOrEqual(2 << 20)
          progress.push(bytes)
        },
      },
    )
    expect(digest.size).toBe(16 << 20)
    expect(digest.sha256).toBe(expectedDigest(16, 1 << 20))
    expect(progress).toHaveLength(16)
    expect(progress.at(-1)).toBe(16 << 20)
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const run = hashStream(generated(1000, 1024), {
      signal: controller.signal,
      onProgress: bytes => {
        if (bytes >= 10 * 1024) controller.abort(new Error('cancelled'))
      },
    })
    await expect(run).rejects.toThrow('cancelled')
  })
})

describe('upload authorization', () => {
  it('has exactly the fields the provider checks, in order', () => {
    const payload = uploadAuthorization({
      sha256: 'ab',
      size: 3,
      name: 'a.txt',
      tagName: 'v1',
      repositoryId: '7',
      action: 'new-release',
    })
    expect(JSON.stringify(payload)).toBe(
      '{"action":"new-release","repositoryId":"7","tagName":"v1","name":"a.txt","size":3,"sha256":"ab"}',
    )
  })

  it('rejects names that are not a single file name', () => {
    expect(assetNameProblem('app-1.0.tar.gz')).toBeNull()
    expect(assetNameProblem('')).toBe('The file needs a name')
    expect(assetNameProblem('../x')).toMatch(/not a file name/)
    expect(assetNameProblem('a\u0001b')).toMatch(/control characters/)
  })
})
