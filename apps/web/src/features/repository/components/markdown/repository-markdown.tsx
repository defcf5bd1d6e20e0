import { Suspense } from 'react'
import { paths } from '@/config/paths.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { RepositoryImage } from '../repository-image.tsx'
import { MarkdownRenderer, useMarkdownRenderer } from './markdown-renderer.ts'

/** A Markdown file of the repository, with links and images resolved at the browsed ref. */
export function RepositoryMarkdown({ source, dir }: { source: string; dir: string }) {
  const { owner, repo, ref } = useBrowseTarget()
  const plain = <pre className="text-sm whitespace-pre-wrap">{source}</pre>
  // The text as it is until the renderer's code is in.
  const ready = useMarkdownRenderer()
  if (!ready) return plain
  return (
    <Suspense fallback={plain}>
      <MarkdownRenderer
        source={source}
        dir={dir}
        hrefFor={(path, hash) =>
          // blob/ works for folders too: the file view sends folders on to the tree.
          `${path === '' ? paths.repositoryTree.href(owner, repo, ref.name) : paths.repositoryBlob.href(owner, repo, ref.name, path)}${hash}`
        }
        RepositoryImage={RepositoryImage}
      />
    </Suspense>
  )
}
