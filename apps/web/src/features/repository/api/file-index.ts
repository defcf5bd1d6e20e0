import { getVerifiedContent, type StorageProviderSession } from '@gitopia-client/chain/storage'
import { queryOptions } from '@tanstack/react-query'
import { repositoryKeys } from './keys.ts'

/** Folders are listed this many at a time while indexing. */
const PARALLEL = 6
const PAGE = 1000
/** Beyond this the index stops (the finder says it is partial). */
export const MAX_INDEXED_FILES = 50_000

export interface FileIndex {
  readonly paths: readonly string[]
  readonly complete: boolean
}

/**
 * Every file path at a commit, for "Go to file". The provider lists one folder per request, so
 * the tree is walked breadth-first with a few folders in flight; it runs only when the finder
 * opens and is cached per commit.
 */
export function fileIndexQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return queryOptions({
    queryKey: repositoryKeys.fileIndex(repositoryId, sha),
    queryFn: async ({ signal }): Promise<FileIndex> => {
      const files: string[] = []
      const queue: string[] = ['']
      let complete = true
      const listFolder = async (path: string) => {
        let key: string | undefined
        do {
          const content = await session.read(
            (provider, options) =>
              getVerifiedContent(
                provider.apiUrl,
                { repositoryId, commitSha: sha, path, page: { key, limit: PAGE } },
                options,
              ),
            signal,
          )
          if (content.kind !== 'tree') return
          for (const entry of content.entries) {
            if (entry.type === 'tree') queue.push(entry.path)
            else files.push(entry.path)
          }
          key = content.nextKey ?? undefined
        } while (key && files.length < MAX_INDEXED_FILES)
      }
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          if (files.length >= MAX_INDEXED_FILES) {
            complete = false
            return
          }
          await listFolder(path)
        }
      }
      // Workers pick up folders as earlier listings discover them.
      while (queue.length > 0 && files.length < MAX_INDEXED_FILES) {
        await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker))
      }
      if (queue.length > 0) complete = false
      return { paths: files.sort(), complete }
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  })
}
