import { BrowseRef } from '../components/code/browse-ref.tsx'
import { CodeToolbar } from '../components/code/code-toolbar.tsx'
import { FileView } from '../components/file/file-view.tsx'
import { useRepository } from '../model/repository-context.ts'

/** `/{owner}/{repo}/blob/{ref}/{path}`: one file at any branch, tag or commit. */
export function BlobRoute() {
  const { owner, repository } = useRepository()
  return (
    <BrowseRef>
      {ref => (
        <>
          <title>{`${ref.path} at ${ref.name} · ${owner}/${repository.name}`}</title>
          <FileView path={ref.path} toolbar={<CodeToolbar path={ref.path} view="blob" />} />
        </>
      )}
    </BrowseRef>
  )
}
