import { paths } from '@/config/paths.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { RefSwitcher } from '../refs/ref-switcher.tsx'
import { Breadcrumbs } from './breadcrumbs.tsx'

/** Ref switcher and breadcrumbs above a folder or file. */
export function CodeToolbar({ path, view }: { path: string; view: 'tree' | 'blob' }) {
  const { owner, repo } = useBrowseTarget()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RefSwitcher
        hrefFor={name =>
          view === 'blob'
            ? paths.repositoryBlob.href(owner, repo, name, path)
            : paths.repositoryTree.href(owner, repo, name, path)
        }
      />
      {path !== '' && <Breadcrumbs path={path} />}
    </div>
  )
}
