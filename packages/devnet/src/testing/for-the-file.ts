import { afterAll, beforeAll } from 'vitest'

/**
 * For a test file: `start`s something before the file's tests (within `timeout` ms when given)
 * and `stop`s it after them. The answer stands for what started, so a file can hold it from the
 * top; reading any of its fields before the start throws, naming `what`.
 */
export function useForTheFile<T extends object>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
  timeout?: number,
): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  }, timeout)
  afterAll(async () => {
    if (started) await stop(started)
  })
  return new Proxy({} as T, {
    get(_target, field) {
      if (!started) throw new Error(`${what} starts in beforeAll`)
      return started[field as keyof T]
    },
  })
}
