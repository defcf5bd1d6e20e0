import { exploreClient } from './explore-client.ts'

/** Usernames of the explore index that start with `prefix`, best match first (one page). */
export async function findUsernames(api: string, prefix: string): Promise<string[]> {
  const wanted = prefix.toLowerCase()
  const { items } = await exploreClient(api).search({ text: wanted, tab: 'users', page: 1 })
  return items.flatMap(item =>
    item.kind === 'user' && item.name.startsWith(wanted) ? [item.name] : [],
  )
}
