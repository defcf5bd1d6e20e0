import { expect } from '@playwright/test'

/** GETs `path` from the REST gateway at `rest`, expects a 200 and returns the JSON body. */
export async function restJson<T>(rest: string, path: string): Promise<T> {
  const response = await fetch(`${rest}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}
