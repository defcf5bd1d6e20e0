import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { mayPrefetch } from './app/may-prefetch.ts'
import { AppProviders } from './app/providers.tsx'
import { createAppRouter } from './app/router.tsx'
import { AppConfigError, readAppConfig } from './config/app-config.ts'
import { nodeRpcClient, startNodePool } from './features/network/index.ts'
import { activeAddress, startWallet } from './features/wallet/index.ts'
import { createQueryClient } from './lib/query-client.ts'
import { startQueryPersistence } from './lib/query-persistence/index.ts'
import { setToastNavigator } from './ui/toast/index.ts'
import './index.css'

function ConfigProblem({ error }: { error: AppConfigError }) {
  return (
    <main role="alert" className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-bold">This copy of the app is misconfigured</h1>
      <ul className="mt-4 list-disc pl-6 font-mono text-sm">
        {error.problems.map(problem => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  )
}

const root = createRoot(document.getElementById('root') as HTMLElement)
try {
  const config = readAppConfig(document)
  // Startup: the last-used wallet becomes active again, locked; Keplr re-unlocks (docs/client-rules.md#startup).
  // Nodes first: the wallet's balance and user reads go through the pool too (docs/client-rules.md#startup).
  startNodePool(config.network)
  startWallet(config.network, nodeRpcClient())
  const queryClient = createQueryClient()
  // A return visit shows the last answers at once while they are read again (docs/performance.md,
  // "Return visits"): the first render waits briefly for them, per chain and account.
  const scope = () => `${config.network.chainId}/${activeAddress() ?? 'signed-out'}`
  void startQueryPersistence(queryClient, scope).then(() => {
    const router = createAppRouter(queryClient, config)
    // A page's first Intl formatter loads the locale data (about 100 ms at 4× CPU): done in the
    // wait for the first reads, which the router has just sent, not when their answers render.
    ;(window.requestIdleCallback ?? setTimeout)(() => new Intl.RelativeTimeFormat('en'))
    setToastNavigator(href => void router.navigate(href))
    root.render(
      <StrictMode>
        <AppProviders config={config} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
    // Prefetching links is no part of the first screen: its code comes once the page is idle,
    // and never on a connection that asks for less data.
    if (mayPrefetch())
      (window.requestIdleCallback ?? setTimeout)(() => {
        void import('./app/intent-prefetch.ts').then(m => m.prefetchOnIntent(router, queryClient))
      })
  })
} catch (error) {
  if (!(error instanceof AppConfigError)) throw error
  console.error(error.message)
  root.render(<ConfigProblem error={error} />)
}
