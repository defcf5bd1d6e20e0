import { loadDiscoverSections } from '@/features/explore/index.ts'
import { useLoaded } from '@/lib/lazy-routes.ts'

/** `/home` without a wallet: how to get a dashboard, and what already lives on the chain. */
export function Landing() {
  const discoverSections = useLoaded(loadDiscoverSections)
  return (
    <div className="flex flex-col gap-8">
      <section className="mx-auto flex max-w-2xl flex-col gap-4 py-8 text-center">
        <title>Dashboard · Gitopia</title>
        <h1 className="text-3xl font-semibold">Dashboard</h1>
        <p className="text-lg text-fg-muted">
          Code collaboration on a blockchain: repositories, issues, pull requests and DAOs, owned by
          their users.
        </p>
        <p>
          Create or recover a wallet (top right) to see your repositories, your DAOs, your balance
          and recent activity on your projects.
        </p>
      </section>
      {discoverSections ? (
        discoverSections()
      ) : (
        <p className="text-fg-muted">Loading what lives on the chain…</p>
      )}
    </div>
  )
}
