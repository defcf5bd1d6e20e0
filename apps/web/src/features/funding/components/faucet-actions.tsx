import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { refreshBalance } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { claimFromFaucet, type FaucetMode } from '../api/faucet.ts'

type Claim =
  | { readonly state: 'idle' }
  | { readonly state: 'pending'; readonly mode: FaucetMode }
  | { readonly state: 'done'; readonly mode: FaucetMode; readonly txhash: string }
  | { readonly state: 'refused'; readonly reason: string }

const DONE: Record<FaucetMode, string> = {
  tokens: 'The faucet sent LORE to your wallet.',
  grant:
    'The faucet granted your wallet a fee allowance: it pays the fees of your first transactions.',
}

/** The network's faucet: LORE, or a fee allowance ("Request a fee grant"), for this address. */
export function FaucetActions({ url, address }: { url: string; address: string }) {
  const [claim, setClaim] = useState<Claim>({ state: 'idle' })
  const ask = (mode: FaucetMode) => {
    setClaim({ state: 'pending', mode })
    claimFromFaucet(url, address, mode).then(
      async txhash => {
        setClaim({ state: 'done', mode, txhash })
        await refreshBalance()
      },
      (error: unknown) =>
        setClaim({
          state: 'refused',
          reason: error instanceof Error ? error.message : String(error),
        }),
    )
  }
  const pending = claim.state === 'pending'
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={pending} onClick={() => ask('tokens')}>
          {pending && claim.mode === 'tokens' ? 'Asking the faucet…' : 'Get LORE from the faucet'}
        </Button>
        <Button disabled={pending} onClick={() => ask('grant')}>
          {pending && claim.mode === 'grant' ? 'Asking the faucet…' : 'Request a fee grant'}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm">
        {claim.state === 'done' && (
          <>
            {DONE[claim.mode]}{' '}
            <Link className="text-accent underline" to={paths.tx.href(claim.txhash)}>
              View the transaction
            </Link>
          </>
        )}
        {claim.state === 'refused' && (
          <span role="alert" className="text-danger">
            {claim.reason}
          </span>
        )}
      </p>
    </div>
  )
}
