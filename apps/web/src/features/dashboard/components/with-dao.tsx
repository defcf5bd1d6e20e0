import { isPossibleOwnerName, isValidAddress } from '@gitopia-client/chain'
import type { Dao } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useNotFoundWhen } from '@/features/not-found/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { daoQuery } from '../api/dao.ts'

/**
 * The DAO a `/daos/:name/…` page is about: the not-found page when the name cannot be one (or
 * `valid` is false: the rest of the URL is wrong) or the chain has no such DAO, the error with a
 * retry, `loading` while it is read, then `children` with the DAO.
 */
export function WithDao({
  name,
  valid = true,
  loading,
  children,
}: {
  name: string
  valid?: boolean
  loading: string
  children: (dao: Dao) => ReactNode
}) {
  const api = useApiEndpoint()
  const possible = valid && (isPossibleOwnerName(name) || isValidAddress(name))
  const dao = useQuery({ ...daoQuery(api, name), enabled: possible })
  const missing = !possible || dao.data === null
  useNotFoundWhen(missing)

  if (missing) return null
  if (dao.error) {
    return <LoadError what="this DAO" error={dao.error} onRetry={() => void dao.refetch()} />
  }
  if (!dao.data) return <p className="text-fg-muted">{loading}</p>
  return children(dao.data)
}
