import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFoundPage } from '@/features/not-found/index.ts'

/** Shown when a route throws: a thrown 404 is the 404 page, anything else says what broke. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  const message = error instanceof Error ? error.message : 'Unknown error'
  return (
    <section role="alert" className="mx-auto max-w-xl py-24 text-center">
      <title>Error</title>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-fg-muted">{message}</p>
    </section>
  )
}
