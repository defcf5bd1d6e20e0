import { paths } from '@/config/paths.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { RepositoryImage } from '../repository-image.tsx'
import { MarkdownDocument } from './markdown-document.tsx'

/** A Markdown file of the repository, with links and images resolved at the browsed ref. */
export function RepositoryMarkdown({ source, dir }: { source: string; dir: string }) {
  const { owner, repo, ref } = useBrowseTarget()
  return (
    <MarkdownDocument
      // The text as it is until the renderer's code is in.
      fallback={<pre className="text-sm whitespace-pre-wrap">{source}</pre>}
      source={source}
      dir={dir}
      hrefFor={(path, hash) =>
        // blob/ works for folders too: the file view sends folders on to the tree.
        `${path === '' ? paths.repositoryTree.href(owner, repo, ref.name) : paths.repositoryBlob.href(owner, repo, ref.name, path)}${hash}`
      }
      RepositoryImage={RepositoryImage}
    />
  )
}

/** A Markdown file's document, for a view that loads this module when it shows one. */
export const showRepositoryMarkdown = (source: string, dir: string) => (
  <RepositoryMarkdown source={source} dir={dir} />
)
