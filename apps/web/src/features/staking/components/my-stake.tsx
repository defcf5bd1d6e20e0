import { formatCoin } from '@gitopia-client/chain'
import { withdrawRewardMsg } from '@gitopia-client/chain/distribution'
import type { Validator } from '@gitopia-client/chain/staking'
import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useChainMutation, type ActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { delegationsQuery, rewardsQuery, stakingKeys, unbondingsQuery } from '../api/queries.ts'
import type { OpenAction } from '../model/stake-action.ts'

/** The account's delegations with their rewards, its unbonding entries, and claim-all. */
export function MyStake({
  account,
  validators,
  onAction,
}: {
  account: ActiveAccount
  validators: readonly Validator[]
  onAction: (open: OpenAction) => void
}) {
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()
  const delegations = useQuery(delegationsQuery(api, account.address))
  const unbondings = useQuery(unbondingsQuery(api, account.address))
  const rewards = useQuery(rewardsQuery(api, account.address))
  const byAddress = new Map(validators.map(v => [v.operatorAddress, v]))
  const name = (address: string) => byAddress.get(address)?.moniker ?? address
  const rewardOf = (address: string) =>
    rewards.data?.byValidator.find(r => r.validatorAddress === address)?.amount ?? 0n
  const total = rewards.data?.total ?? 0n

  const claimAll = async () => {
    const from = (rewards.data?.byValidator ?? []).filter(r => r.amount > 0n)
    try {
      await submit({
        msgs: from.map(r => withdrawRewardMsg(account.address, r.validatorAddress)),
        success: `Claimed the rewards of ${from.length} validator${from.length === 1 ? '' : 's'}`,
        invalidate: [stakingKeys.all],
      })
    } catch {
      // The tx pipeline already showed why.
    }
  }

  if (delegations.error)
    return (
      <LoadError
        what="your stake"
        error={delegations.error}
        onRetry={() => void delegations.refetch()}
      />
    )
  const mine = delegations.data ?? []
  const entries = unbondings.data ?? []
  return (
    <section aria-labelledby="my-stake-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-stake-heading" className="text-lg font-semibold">
          My stake
        </h2>
        <p className="text-sm">
          Rewards: <span data-testid="total-rewards">{formatCoin(total)}</span>
        </p>
        <Button
          className="ml-auto"
          variant="primary"
          disabled={pending || total === 0n}
          onClick={() => void claimAll()}
        >
          Claim all rewards
        </Button>
      </div>
      {!delegations.data ? (
        <p className="text-fg-muted">Loading your stake…</p>
      ) : mine.length === 0 ? (
        <p className="text-fg-muted">You have no LORE staked yet: delegate to a validator below.</p>
      ) : (
        <ul aria-label="My delegations" className="flex flex-col gap-2">
          {mine.map(d => {
            const validator = byAddress.get(d.validatorAddress)
            return (
              <li
                key={d.validatorAddress}
                className="flex flex-wrap items-center gap-3 rounded border border-border p-3"
              >
                <span className="font-medium">{name(d.validatorAddress)}</span>
                <span>{formatCoin(d.amount)} staked</span>
                <span className="text-fg-muted">
                  {formatCoin(rewardOf(d.validatorAddress))} earned
                </span>
                {validator && (
                  <span className="ml-auto flex gap-2">
                    {(['undelegate', 'redelegate'] as const).map(action => (
                      <Button
                        key={action}
                        aria-label={`${action === 'undelegate' ? 'Undelegate' : 'Redelegate'} from ${validator.moniker}`}
                        onClick={() => onAction({ action, validator, staked: d.amount })}
                      >
                        {action === 'undelegate' ? 'Undelegate' : 'Redelegate'}
                      </Button>
                    ))}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {entries.length > 0 && (
        <>
          <h3 className="font-semibold">Unbonding</h3>
          <ul aria-label="Unbonding" className="flex flex-col gap-1 text-sm">
            {entries.map(e => (
              <li key={`${e.validatorAddress}/${e.creationHeight}`}>
                {formatCoin(e.balance)} from {name(e.validatorAddress)}, spendable{' '}
                <time dateTime={e.completionTime.toISOString()}>
                  {e.completionTime.toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
