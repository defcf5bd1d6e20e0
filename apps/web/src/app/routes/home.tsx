import { paths } from '@/config/paths.ts'
import { NetworkName } from '@/features/network/index.ts'
import { ButtonLink } from '@/ui/button.tsx'

export function HomeRoute() {
  return (
    <section className="flex flex-col gap-4">
      <title>Dashboard · Gitopia</title>
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <p className="text-fg-muted">
        Connected to network <NetworkName />.
      </p>
      <div className="flex gap-2">
        <ButtonLink to={paths.components.href()}>Component gallery</ButtonLink>
      </div>
    </section>
  )
}
