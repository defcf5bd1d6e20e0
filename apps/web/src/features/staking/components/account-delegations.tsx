import { formatCoin } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { delegationsQuery, validatorsQuery } from '../api/queries.ts'

/** Any address's stake, by validator (the explorer's account page). */
export function AccountDelegations({ address }: { address: string }) {
  const api = useApiEndpoint()
  const delegations = useQuery(delegationsQuery(api, address))
  const validators = useQuery(validatorsQuery(api))
  const moniker = (operator: string) =>
    validators.data?.find(v => v.operatorAddress === operator)?.moniker ?? operator
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Delegations</h2>
      <QueryState query={delegations} what="the delegations">
        {list =>
          list.length === 0 ? (
            <p className="text-fg-muted">No LORE staked.</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Delegations">
              {list.map(d => (
                <li key={d.validatorAddress} className="break-all">
                  {formatCoin(d.amount)} with {moniker(d.validatorAddress)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  )
}
