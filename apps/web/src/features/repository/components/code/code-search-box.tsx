import { useNavigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'

/** "Search code" on the code pages: leads to the search page at the ref being browsed. */
export function CodeSearchBox() {
  const { owner, repo, ref } = useBrowseTarget()
  const navigate = useNavigate()
  return (
    <form
      role="search"
      className="ml-auto min-w-0 flex-1 sm:max-w-64"
      onSubmit={event => {
        event.preventDefault()
        const q = new FormData(event.currentTarget).get('q')
        if (typeof q === 'string' && q)
          void navigate(
            `${paths.repositorySearch.href(owner, repo)}?${new URLSearchParams({ q, ref: ref.name }).toString()}`,
          )
      }}
    >
      <input
        type="search"
        name="q"
        aria-label="Search code"
        placeholder="Search code"
        className="w-full rounded-md border border-border bg-canvas px-3 py-1 text-sm"
      />
    </form>
  )
}
