import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AppConfigContext } from '@/config/app-config.ts'
import type { AppConfig } from '@/config/app-config-schema.ts'

export function AppProviders({
  config,
  queryClient,
  children,
}: {
  config: AppConfig
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <AppConfigContext value={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppConfigContext>
  )
}
