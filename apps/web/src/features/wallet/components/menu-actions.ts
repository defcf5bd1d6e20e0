import { notify } from '@/ui/toast/index.ts'

export type OpenDialog = 'create' | 'recover' | 'send' | null

export function reportFailure(error: unknown): void {
  notify('error', error instanceof Error ? error.message : String(error))
}
