import type { SignedInAccount } from '@/features/dashboard/index.ts'

// TODO(merge): replace with the wallet feature's useActiveAccount() once it lands in main.
export function useSignedInAccount(): (SignedInAccount & { username?: string }) | null {
  return null
}
