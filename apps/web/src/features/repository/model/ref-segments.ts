// The URL-level pieces of the ref rule (resolve-ref.ts): small and lookup-free, so the route table
// can guess an opening page's branch (api/opening-reads.ts) without loading the resolver.

export const isCommitSha = (text: string) => /^[0-9a-f]{40}$/i.test(text)

export function splitSegments(splat: string): string[] {
  return splat.split('/').filter(segment => segment !== '')
}
