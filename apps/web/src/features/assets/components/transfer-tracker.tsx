import { useEffect } from 'react'
import { nodeRpcClient } from '@/features/network/index.ts'
import { useChainMutation } from '@/features/wallet/index.ts'
import { useIbcSetup } from '../api/chains.ts'
import { rpcCallOver } from '../api/counterparty-nodes.ts'
import { assetsKeys } from '../api/keys.ts'
import { stopTracking, trackTransfers } from '../model/tracker.ts'

/** Gitopia's RPC through the node pool (the same failover as every other read). */
const gitopiaRpc = rpcCallOver({
  execute: request => nodeRpcClient().execute(request),
  disconnect: () => undefined,
})

/** Follows the address's unfinished transfers (with their toasts) on whichever page is open. */
export function TransferTracker({ address }: { address: string }) {
  const setup = useIbcSetup()
  // A transfer that arrives, or comes back, changes balances: read them again.
  const { refresh } = useChainMutation()
  const restKey = setup.counterparties.map(c => `${c.name}=${c.rest}`).join()
  useEffect(() => {
    trackTransfers(address, {
      gitopiaApi: setup.gitopia.api,
      rest: new Map(setup.counterparties.map(c => [c.name, c.rest])),
      rpc: new Map(setup.counterparties.map(c => [c.name, rpcCallOver(c.rpc)])),
      gitopiaRpc,
      prettyNames: new Map(setup.counterparties.map(c => [c.name, c.prettyName])),
      onTransition: () => void refresh([assetsKeys.allBalances]),
    })
    // restKey stands for the counterparties' endpoints.
  }, [address, restKey]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => stopTracking(), [])
  return null
}
