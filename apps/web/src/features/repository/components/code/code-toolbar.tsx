import { useCallback, useState } from 'react'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { RefSwitcher } from '../refs/ref-switcher.tsx'
import { FileFinder } from '../finder/file-finder.tsx'
import { useShortcut } from '../finder/use-shortcut.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'

/** Ref switcher and breadcrumbs above a folder or file. */
export function CodeToolbar({ path, view }: { path: string; view: 'tree' | 'blob' }) {
  const { owner, repo } = useBrowseTarget()
  const [finding, setFinding] = useState(false)
  const openFinder = useCallback(() => setFinding(true), [])
  useShortcut('t', openFinder)
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
      <Button className="ml-auto" onClick={openFinder} aria-keyshortcuts="t" title="Go to file (t)">
        Go to file
      </Button>
      <FileFinder open={finding} onClose={() => setFinding(false)} />
    </div>
  )
}
