import type { Repository } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { nameStatus } from './name-availability.ts'

const existing = [{ name: 'Hello-World' }] as Repository[]

describe('nameStatus', () => {
  it('sanitizes, then finds a name free', () => {
    expect(nameStatus('my new repo', existing)).toEqual({
      name: 'my-new-repo',
      status: { state: 'available', message: 'my-new-repo is available.' },
    })
  })

  it('finds a name taken whatever its case', () => {
    expect(nameStatus('hello world', existing).status).toEqual({
      state: 'taken',
      message: 'The repository hello-world already exists on this account.',
    })
  })

  it("reports the chain's rule before asking about availability", () => {
    expect(nameStatus('ab', existing).status).toEqual({
      state: 'invalid',
      message: 'Repository name must be at least 3 characters long',
    })
    expect(nameStatus('   ', existing).status).toEqual({ state: 'empty' })
  })

  it('waits for the owner’s repositories before saying it is free', () => {
    expect(nameStatus('fresh', undefined).status).toEqual({ state: 'checking' })
  })
})
