/**
 * Query keys of the discussion feature (comment threads and the names shown beside them); every
 * read of it hangs under `discussion`.
 */
export const discussionKeys = {
  comments: (
    api: string,
    target: { readonly kind: string; readonly repositoryId: string; readonly iid: number },
  ) => ['discussion', 'comments', api, target.kind, target.repositoryId, target.iid] as const,
  /** Prefix of every username read: the names a page has shown are the first `@` suggestions. */
  userNames: (api: string) => ['discussion', 'user-name', api] as const,
  userName: (api: string, address: string) => [...discussionKeys.userNames(api), address] as const,
  mentionNames: (api: string, prefix: string) =>
    ['discussion', 'mention-names', api, prefix] as const,
  /** What `#iid` names in a repository (an issue, else a pull request, else nothing). */
  numberReference: (api: string, owner: string, name: string, iid: number) =>
    ['discussion', 'number-reference', api, owner.toLowerCase(), name.toLowerCase(), iid] as const,
}
