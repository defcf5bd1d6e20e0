import { describe, expect, it } from 'vitest'
import { checkNewPassword } from './password-fields.tsx'

describe('a new wallet password', () => {
  it('needs at least 12 characters and a matching confirmation', () => {
    expect(checkNewPassword('elevenchars', 'elevenchars')).toBe('Use at least 12 characters')
    expect(checkNewPassword('twelve chars', 'twelve chars')).toBeNull()
    expect(checkNewPassword('twelve chars', 'twelve charz')).not.toBeNull()
  })
})
