import type { Page } from '@playwright/test'
import { restJson } from './rest.ts'

/** What the app says where a storage provider's answer does not match the repository. */
export const PROVIDER_MISMATCH =
  'The storage provider returned content that does not match the repository'

/** The alert that says so. */
export const mismatchAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: PROVIDER_MISMATCH })

/** The active storage providers by moniker (`provider-1`, …): API URL and account. */
export async function activeProviders(
  rest: string,
): Promise<Map<string, { apiUrl: string; creator: string }>> {
  const { providers } = await restJson<{
    providers: { moniker: string; api_url: string; creator: string }[]
  }>(rest, '/gitopia/gitopia/storage/active-providers')
  return new Map(providers.map(p => [p.moniker, { apiUrl: p.api_url, creator: p.creator }]))
}
