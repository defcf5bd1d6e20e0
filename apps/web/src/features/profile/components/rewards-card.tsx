import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { addNotification } from '@/features/notifications/index.ts'
import { Amount, useChainMutation, viewTransaction } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import { rewardsQuery } from '../api/rewards.ts'
import { claimRewardsMsg } from '@gitopia-client/chain/gitopia'

/** Claimable rewards of the address and the Claim action (a tx; success only on code 0). */
export function RewardsCard({ address }: { address: string }) {
  const api = useApiEndpoint()
  const rewards = useQuery(rewardsQuery(api, address))
  const { submit, pending } = useChainMutation()
  const claimable = (rewards.data ?? []).reduce((sum, reward) => sum + reward.claimable, 0n)

  const claim = async () => {
    try {
      await submit({
        msgs: [claimRewardsMsg(address)],
        success: ({ hash }) => {
          notify('info', 'Rewards claimed', { link: viewTransaction(hash) })
          addNotification('rewards', 'Rewards claimed')
        },
        invalidate: [rewardsQuery(api, address).queryKey],
      })
    } catch {
      // The tx pipeline already showed why.
    }
  }

  return (
    <section aria-label="Rewards" className="flex max-w-xl flex-col gap-2">
      <h2 className="text-lg font-semibold">Rewards</h2>
      {rewards.isPending ? (
        <p className="text-fg-muted">Loading rewards…</p>
      ) : rewards.isError ? (
        <p role="alert" className="text-danger">
          Could not load rewards: {rewards.error.message}
        </p>
      ) : (
        <>
          <p data-testid="rewards-claimable">
            Claimable: <Amount value={claimable} />
          </p>
          <div>
            <Button onClick={() => void claim()} disabled={pending || claimable === 0n}>
              Claim rewards
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
