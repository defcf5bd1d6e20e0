import { HttpError, NetworkError } from '@gitopia-client/chain'
import { NoStorageProviderError } from '@gitopia-client/chain/storage'
import { Button } from '@/ui/button.tsx'

/** Says what went wrong reading repository content, in words a visitor understands. */
export function describeContentError(error: unknown): string {
  if (error instanceof NoStorageProviderError) return error.message
  if (error instanceof NetworkError) {
    return 'No storage provider answered. Check your connection and try again.'
  }
  if (error instanceof HttpError && error.status === 404) {
    return 'This path does not exist at this ref.'
  }
  return error instanceof Error ? error.message : 'Unknown error'
}

export function ContentError({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-border p-4"
    >
      <p>{describeContentError(error)}</p>
      {retry && <Button onClick={retry}>Try again</Button>}
    </div>
  )
}
