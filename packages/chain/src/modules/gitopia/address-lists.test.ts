import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../testing/json-response.ts'
import { listUserDaos } from './daos/queries.ts'
import { listOwnerRepositories } from './repositories/queries.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const NEW_ADDRESS = 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk'

function answer404() {
  vi.stubGlobal('fetch', async () =>
    jsonResponse({ code: 5, message: 'username or address not exists', details: [] }, 404),
  )
}

describe('lists keyed by an address without a user', () => {
  it('are empty for an address the chain has no User for', async () => {
    answer404()
    expect((await listUserDaos('http://node.test', NEW_ADDRESS)).items).toEqual([])
    expect((await listOwnerRepositories('http://node.test', NEW_ADDRESS)).items).toEqual([])
  })

  it('still fail for a name that does not exist', async () => {
    answer404()
    await expect(listUserDaos('http://node.test', 'nobody')).rejects.toThrow('404')
    await expect(listOwnerRepositories('http://node.test', 'nobody')).rejects.toThrow('404')
  })
})
