import { describe, expect, it } from 'vitest'
import { safeProviderUrl } from './provider-url.ts'

describe('provider api_url', () => {
  it('accepts https anywhere and http to loopback only', () => {
    expect(safeProviderUrl('https://storage.example.com/')).toBe('https://storage.example.com')
    expect(safeProviderUrl('http://127.0.0.1:5001')).toBe('http://127.0.0.1:5001')
    expect(safeProviderUrl('http://localhost:5001/')).toBe('http://localhost:5001')
  })

  it('refuses other schemes, remote http, credentials and garbage', () => {
    expect(safeProviderUrl('http://storage.example.com')).toBeNull()
    expect(safeProviderUrl('javascript:alert(1)')).toBeNull()
    expect(safeProviderUrl('data:text/html,<b>x</b>')).toBeNull()
    expect(safeProviderUrl('https://user:pw@storage.example.com')).toBeNull()
    expect(safeProviderUrl('not a url')).toBeNull()
    expect(safeProviderUrl('')).toBeNull()
  })
})
