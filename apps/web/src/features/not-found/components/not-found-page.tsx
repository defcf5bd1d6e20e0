import { ButtonLink } from '@/ui/button.tsx'
import { paths } from '@/config/paths.ts'

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-24 text-center">
      <title>Error - 404</title>
      <p className="text-7xl font-bold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-4xl font-bold">Oops!</h1>
      <p className="text-lg">Looks like the page you’re looking for doesn’t exist</p>
      <p className="text-fg-muted">
        Maybe it went to watch just one more episode of its favourite series. It said it would be
        right back.
      </p>
      <ButtonLink to={paths.home.href()} variant="primary">
        GO TO HOME
      </ButtonLink>
    </section>
  )
}
