import { BrowseRef } from '../components/code/browse-ref.tsx'
import { CodeToolbar } from '../components/code/code-toolbar.tsx'
import { TreeView } from '../components/code/tree-view.tsx'
import { useRepository } from '../model/repository-context.ts'

/** `/{owner}/{repo}/tree/{ref}/{path}`: a folder at any branch, tag or commit. */
export function TreeRoute() {
  const { owner, repository } = useRepository()
  return (
    <BrowseRef>
      {ref => (
        <>
          <title>{`${ref.path || repository.name} at ${ref.name} · ${owner}/${repository.name}`}</title>
          <TreeView path={ref.path} toolbar={<CodeToolbar path={ref.path} view="tree" />} />
        </>
      )}
    </BrowseRef>
  )
}
