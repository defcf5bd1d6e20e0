import { isPossibleOwnerName } from '@gitopia-client/chain'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { NetworkName } from '@/features/network/index.ts'
import { useSignalNotFound } from '@/features/not-found/index.ts'

export function DaoDashboardRoute() {
  const { name = '' } = useParams()
  const signalNotFound = useSignalNotFound()
  const possible = isPossibleOwnerName(name)

  useEffect(() => {
    // A name the chain could never have accepted cannot be a DAO: no need to ask.
    if (!possible) signalNotFound()
  }, [possible, signalNotFound])

  return (
    <section className="flex flex-col gap-4">
      <title>{`${name} · DAO · Gitopia`}</title>
      <h1 className="text-2xl font-semibold">{name}</h1>
      <p className="text-fg-muted">
        DAO dashboard on network <NetworkName />.
      </p>
    </section>
  )
}
