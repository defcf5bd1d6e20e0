import { lazy, Suspense, useCallback, useState } from 'react'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { RefSwitcher } from '../refs/ref-switcher.tsx'
import { useShortcut } from '../finder/use-shortcut.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { CodeSearchBox } from './code-search-box.tsx'

// "Go to file" (its dialog, fuzzy ranking and file index) loads when the button is pointed at or
// the finder is first opened, not with every folder and file page.
const loadFinder = () => import('../finder/file-finder.tsx')
const FileFinder = lazy(async () => ({ default: (await loadFinder()).FileFinder }))
const preloadFinder = () => void loadFinder()

/** Ref switcher and breadcrumbs above a folder or file. */
export function CodeToolbar({ path, view }: { path: string; view: 'tree' | 'blob' }) {
  const { owner, repo } = useBrowseTarget()
  const [finding, setFinding] = useState(false)
  // Mounted from the first opening on, so closing it keeps the loaded dialog.
  const [finderMounted, setFinderMounted] = useState(false)
  const openFinder = useCallback(() => {
    setFinding(true)
    setFinderMounted(true)
  }, [])
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
      <CodeSearchBox />
      <Button
        onClick={openFinder}
        onPointerEnter={preloadFinder}
        onFocus={preloadFinder}
        aria-keyshortcuts="t"
        title="Go to file (t)"
      >
        Go to file
      </Button>
      {finderMounted && (
        <Suspense fallback={null}>
          <FileFinder open={finding} onClose={() => setFinding(false)} />
        </Suspense>
      )}
    </div>
  )
}
