import { devnetNetwork } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { createContext, useContext } from 'react'
import { appConfigSchema, type AppConfig } from './app-config-schema.ts'

export class AppConfigError extends Error {
  override readonly name = 'AppConfigError'
  constructor(readonly problems: readonly string[]) {
    super(`The app configuration is invalid:\n${problems.join('\n')}`)
  }
}

/** What a build runs against unless its host injects another configuration: the local devnet. */
export function defaultAppConfig(): AppConfig {
  return { network: devnetNetwork(), ibc: { chains: [] } }
}

/**
 * Reads and validates the configuration block of index.html; fails with a readable list. The
 * built file carries `{}`, which means the defaults; a hosting server may inject a full one.
 */
export function readAppConfig(document: Document): AppConfig {
  const text = document.getElementById('app-config')?.textContent ?? ''
  if (text.trim() === '{}') return defaultAppConfig()
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw new AppConfigError(['the #app-config block is not JSON'])
  }
  const parsed = appConfigSchema.safeParse(raw)
  if (!parsed.success) {
    throw new AppConfigError(
      parsed.error.issues.map(issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    )
  }
  return parsed.data
}

export const AppConfigContext = createContext<AppConfig | null>(null)

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext)
  if (!config) throw new Error('useAppConfig needs an AppConfigContext provider')
  return config
}

/**
 * The REST base for chain reads: the node pool's, which the fetch wrapper sends to the node in
 * use, failing over and hedging there (features/network). Stable, so query keys do not change
 * when another node answers.
 */
export function useApiEndpoint(): string {
  return NODE_POOL_REST
}
