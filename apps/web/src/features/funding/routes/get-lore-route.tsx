import { useActiveAccount, useWalletBalance } from '@/features/wallet/index.ts'
import { GetLore } from '../components/get-lore.tsx'
import { needsFunds } from '../model/needs-funds.ts'

export function GetLoreRoute() {
  const account = useActiveAccount()
  const { balance, allowance } = useWalletBalance()
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">Get LORE</h1>
      {!account ? (
        <p className="text-fg-muted">
          Connect or create a wallet (in the header&apos;s wallet menu) to get LORE for it.
        </p>
      ) : (
        <>
          {balance !== null && !needsFunds(balance, allowance) && (
            <p role="status" className="text-sm">
              Your wallet can pay its fees now.
            </p>
          )}
          <GetLore address={account.address} />
        </>
      )}
    </div>
  )
}
