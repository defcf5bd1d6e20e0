import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useSignalNotFound } from '@/features/not-found/index.ts'
import { resolvedRefQuery } from '../../api/refs.ts'
import { BrowseContext } from '../../model/browse-context.ts'
import { useRepository } from '../../model/repository-context.ts'
import type { ResolvedRef } from '../../model/resolve-ref.ts'
import { ContentError } from '../content-error.tsx'

/**
 * Resolves the `<ref>/<path>` of the URL (`tree/*`, `blob/*`, `commits/*`) and renders the page
 * for it. An unknown ref is a 404.
 */
export function BrowseRef({ children }: { children: (ref: ResolvedRef) => ReactNode }) {
  const splat = useParams()['*'] ?? ''
  const { owner, repository } = useRepository()
  const api = useApiEndpoint()
  const queryClient = useQueryClient()
  const resolved = useQuery(
    resolvedRefQuery(queryClient, api, owner, repository.name, splat, repository.defaultBranch),
  )
  const signalNotFound = useSignalNotFound()
  const missing = resolved.data === null
  useEffect(() => {
    if (missing) signalNotFound()
  }, [missing, signalNotFound])

  if (resolved.isError) {
    return <ContentError error={resolved.error} retry={() => void resolved.refetch()} />
  }
  if (!resolved.data) {
    return <div aria-busy="true" className="h-40 animate-pulse rounded-md bg-canvas-subtle" />
  }
  return (
    <BrowseContext
      value={{ owner, repo: repository.name, repositoryId: repository.id, ref: resolved.data }}
    >
      {children(resolved.data)}
    </BrowseContext>
  )
}
