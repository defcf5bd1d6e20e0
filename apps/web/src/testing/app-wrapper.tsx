import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { AppConfigContext, defaultAppConfig } from '@/config/app-config.ts'

/** What a component of the app expects around it: configuration, a query client, a router. */
export function AppWrapper({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  )
  return (
    <AppConfigContext value={defaultAppConfig()}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </AppConfigContext>
  )
}
