import { test as base, expect } from '@playwright/test'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set; run the tests through playwright.config.ts`)
  return value
}

export interface StackUrls {
  readonly app: string
  readonly rest: string
  readonly rpc: string
}

export const test = base.extend<{ stack: StackUrls; consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(required('E2E_APP_URL'))
  },
  stack: async ({}, use) => {
    await use({
      app: required('E2E_APP_URL'),
      rest: required('E2E_REST_URL'),
      rpc: required('E2E_RPC_URL'),
    })
  },
  /** Console errors of the page, collected so tests can assert there are none (or the right one). */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', message => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', error => errors.push(error.message))
    await use(errors)
  },
})

export { expect }
