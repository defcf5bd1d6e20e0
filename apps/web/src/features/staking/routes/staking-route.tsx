import { formatCoin } from '@gitopia-client/chain'
import type { Validator } from '@gitopia-client/chain/staking'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useActiveAccount, type ActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { stakingParamsQuery, validatorsQuery } from '../api/queries.ts'
import { MyStake } from '../components/my-stake.tsx'
import { formatPercent, StakeDialog } from '../components/stake-dialog.tsx'
import type { OpenAction } from '../model/stake-action.ts'

const STATUS: Record<Validator['status'], string> = {
  BONDED: 'Active',
  UNBONDING: 'Unbonding',
  UNBONDED: 'Inactive',
}

/** `/staking`: the validators, and the signed-in account's stake, unbondings and rewards. */
export function StakingRoute() {
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const validators = useQuery(validatorsQuery(api))
  const params = useQuery(stakingParamsQuery(api))
  const [open, setOpen] = useState<OpenAction | null>(null)
  const list = validators.data ?? []
  const bonded = list.filter(v => v.status === 'BONDED').reduce((sum, v) => sum + v.tokens, 0n)
  const unbondingDays = params.data ? Math.round(params.data.unbondingSeconds / 86_400) : null

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4">
      <title>Staking · Gitopia</title>
      <h1 className="text-2xl font-semibold">Staking</h1>
      <p className="text-sm text-fg-muted">
        Stake LORE with validators to secure the chain, earn a share of fees and inflation, and vote
        in governance through them (your own vote overrides theirs).
        {unbondingDays !== null && ` Unstaking takes ${unbondingDays} days.`}
      </p>
      {account && validators.data && (
        <MyStake account={account} validators={list} onAction={setOpen} />
      )}
      <section aria-labelledby="validators-heading" className="flex flex-col gap-2">
        <h2 id="validators-heading" className="text-lg font-semibold">
          Validators
        </h2>
        {validators.error ? (
          <LoadError
            what="validators"
            error={validators.error}
            onRetry={() => void validators.refetch()}
          />
        ) : !validators.data ? (
          <p className="text-fg-muted">Loading validators…</p>
        ) : (
          <ValidatorTable
            validators={list}
            bonded={bonded}
            account={account}
            onDelegate={validator => setOpen({ action: 'delegate', validator, staked: 0n })}
          />
        )}
      </section>
      {open && account && (
        <StakeDialog
          {...open}
          validators={list}
          account={account}
          unbondingDays={unbondingDays}
          onClose={() => setOpen(null)}
        />
      )}
    </main>
  )
}

function ValidatorTable({
  validators,
  bonded,
  account,
  onDelegate,
}: {
  validators: readonly Validator[]
  bonded: bigint
  account: ActiveAccount | null
  onDelegate: (validator: Validator) => void
}) {
  return (
    <div className="overflow-x-auto">
      <table aria-label="Validators" className="w-full text-left text-sm">
        <thead className="text-fg-muted">
          <tr>
            <th className="py-2 pr-3">Validator</th>
            <th className="py-2 pr-3">Voting power</th>
            <th className="py-2 pr-3">Commission</th>
            <th className="py-2 pr-3">Status</th>
            {account && <th className="py-2" aria-label="Actions" />}
          </tr>
        </thead>
        <tbody>
          {validators.map(v => (
            <tr key={v.operatorAddress} className="border-t border-border">
              <td className="py-2 pr-3">
                <span className="font-medium">{v.moniker || v.operatorAddress}</span>
                {v.jailed && (
                  <span className="ml-2 rounded bg-danger/10 px-1.5 py-0.5 text-xs text-danger">
                    Jailed
                  </span>
                )}
              </td>
              <td className="py-2 pr-3">
                {formatCoin(v.tokens)}
                {v.status === 'BONDED' && bonded > 0n && (
                  <span className="ml-1 text-fg-muted">
                    ({formatPercent(Number((v.tokens * 10_000n) / bonded) / 10_000)})
                  </span>
                )}
              </td>
              <td className="py-2 pr-3">{formatPercent(v.commission)}</td>
              <td className="py-2 pr-3">{STATUS[v.status]}</td>
              {account && (
                <td className="py-2">
                  <Button
                    disabled={v.jailed}
                    aria-label={`Delegate to ${v.moniker}`}
                    onClick={() => onDelegate(v)}
                  >
                    Delegate
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
