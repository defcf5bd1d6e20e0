import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useActiveAccount, useWalletBalance } from '@/features/wallet/index.ts'
import { needsFunds } from '../model/needs-funds.ts'

/**
 * A line under the header while the wallet cannot pay a fee (right after it is created or
 * recovered, typically), pointing to the "Get LORE" step; the pages that show the step omit it.
 */
export function FundingPrompt() {
  const account = useActiveAccount()
  const { balance, allowance } = useWalletBalance()
  const { pathname } = useLocation()
  const shown = pathname === paths.getLore.href() || pathname === paths.home.href()
  if (!account || shown || !needsFunds(balance, allowance)) return null
  return (
    <div className="border-b border-border bg-canvas-subtle px-4 py-2 text-sm" role="status">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3">
        Your wallet has no LORE yet, and every transaction pays a small fee.
        <Link
          to={paths.getLore.href()}
          className="inline-flex min-h-11 items-center font-semibold text-accent underline"
        >
          Get LORE
        </Link>
      </p>
    </div>
  )
}
