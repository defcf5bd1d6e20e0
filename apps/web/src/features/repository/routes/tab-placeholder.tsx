import { useRepository } from '../model/repository-context.ts'

/** Stands in for a tab whose pages are not built yet. */
export function TabPlaceholder({ title }: { title: string }) {
  const { owner, repository } = useRepository()
  return (
    <section className="rounded-md border border-border p-6 text-fg-muted">
      <title>{`${title} · ${owner}/${repository.name}`}</title>
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      <p>Coming soon.</p>
    </section>
  )
}
