import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { devnetNetwork } from '@gitopia-client/chain'
import { AppProviders } from '@/app/providers.tsx'
import { createRoutes } from '@/app/router.tsx'
import type { AppConfig } from '@/config/app-config-schema.ts'
import { nodeRpcClient, startNodePool } from '@/features/network/index.ts'
import { startWallet } from '@/features/wallet/index.ts'
import { createQueryClient } from '@/lib/query-client.ts'

/** Where a running devnet answers (a `Devnet` of `@gitopia-client/devnet` has these). */
export interface DevnetEndpoints {
  readonly restUrl: string
  readonly rpcUrl: string
  readonly chainId: string
}

/**
 * The whole app, started as `main.tsx` starts it (node pool, wallet, query client, the route
 * table) but in a memory router at `path`, against a real devnet: a feature test sees what a
 * person would, without a browser.
 */
export function renderApp(path: string, devnet: DevnetEndpoints) {
  const config: AppConfig = {
    network: devnetNetwork(devnet.restUrl, devnet.rpcUrl, devnet.chainId),
    ibc: { chains: [] },
  }
  startNodePool(config.network)
  startWallet(config.network, nodeRpcClient())
  const queryClient = createQueryClient()
  const router = createMemoryRouter(createRoutes(queryClient, config), { initialEntries: [path] })
  const view = render(
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, queryClient }
}
