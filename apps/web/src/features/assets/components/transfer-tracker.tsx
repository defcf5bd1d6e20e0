import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useIbcSetup } from '../api/chains.ts'
import { assetsKeys } from '../api/keys.ts'
import { stopTracking, trackTransfers } from '../model/tracker.ts'

/** Follows the address's unfinished transfers (with their toasts) on whichever page is open. */
export function TransferTracker({ address }: { address: string }) {
  const setup = useIbcSetup()
  const queryClient = useQueryClient()
  const restKey = setup.counterparties.map(c => `${c.name}=${c.rest}`).join()
  useEffect(() => {
    trackTransfers(address, {
      gitopiaApi: setup.gitopia.api,
      rest: new Map(setup.counterparties.map(c => [c.name, c.rest])),
      rpc: new Map(setup.counterparties.map(c => [c.name, c.rpc])),
      prettyNames: new Map(setup.counterparties.map(c => [c.name, c.prettyName])),
      onTransition: () =>
        void queryClient.invalidateQueries({ queryKey: [...assetsKeys.all, 'balances'] }),
    })
    // restKey stands for the counterparties' endpoints.
  }, [address, restKey]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => stopTracking(), [])
  return null
}
