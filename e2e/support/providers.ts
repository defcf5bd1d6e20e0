import type { Page } from '@playwright/test'
import type { Fault } from '../../packages/devnet/src/http/fault-state.ts'
import { restJson } from './rest.ts'

/** What the app says where a storage provider's answer does not match the repository. */
export const PROVIDER_MISMATCH =
  'The storage provider returned content that does not match the repository'

/** The alert that says so. */
export const mismatchAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: PROVIDER_MISMATCH })

/**
 * Faults (for `withFaults`) where provider-1 lies and is the one the app picks first (provider-2
 * answers slowly), so the lie is caught and provider-2 serves the truth.
 */
export const FIRST_PROVIDER_TAMPERS: Readonly<Record<string, Fault>> = {
  'provider-2': { latencyMs: 1500 },
  'provider-1': { tamper: true },
}

/** Faults (for `withFaults`) where every provider lies: nothing true is left to show. */
export const EVERY_PROVIDER_TAMPERS: Readonly<Record<string, Fault>> = {
  'provider-1': { tamper: true },
  'provider-2': { tamper: true },
}

/** The active storage providers by moniker (`provider-1`, …): API URL and account. */
export async function activeProviders(
  rest: string,
): Promise<Map<string, { apiUrl: string; creator: string }>> {
  const { providers } = await restJson<{
    providers: { moniker: string; api_url: string; creator: string }[]
  }>(rest, '/gitopia/gitopia/storage/active-providers')
  return new Map(providers.map(p => [p.moniker, { apiUrl: p.api_url, creator: p.creator }]))
}
