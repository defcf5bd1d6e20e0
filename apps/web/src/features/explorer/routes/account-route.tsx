import { isValidAddress, type TxDetails } from '@gitopia-client/chain'
import { Link, useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { AccountDelegations } from '@/features/staking/index.ts'
import { TeamVesting } from '@/features/vesting/index.ts'
import { Button } from '@/ui/button.tsx'
import { QueryState } from '@/ui/query-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useAccountBalances, useAccountTxs } from '../api/account.ts'
import { ExplorerLinks } from '../components/explorer-links.tsx'
import { TxStatus } from '../components/tx-status.tsx'
import { formatDenomAmount } from '../model/coins.ts'
import { msgTitle } from '../model/msg-summary.ts'

/** `/account/{address}`: balances and recent transactions of any address. */
export function AccountRoute() {
  const { address = '' } = useParams()
  return (
    <section className="flex flex-col gap-4">
      <title>{`Account ${address.slice(0, 14)}… · Gitopia`}</title>
      <h1 className="text-2xl font-semibold">Account</h1>
      <p className="font-mono text-sm break-all">{address}</p>
      {isValidAddress(address) ? (
        <>
          <p className="text-sm">
            <Link className="text-accent" to={paths.owner.href(address)}>
              Profile and repositories
            </Link>
          </p>
          <Balances address={address} />
          <AccountDelegations address={address} />
          <TeamVesting address={address} />
          <RecentTxs address={address} />
          <ExplorerLinks kind="account" id={address} />
        </>
      ) : (
        <p role="alert" className="text-danger">
          “{address}” is not a valid Gitopia address.
        </p>
      )}
    </section>
  )
}

function Balances({ address }: { address: string }) {
  const balances = useAccountBalances(address)
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Balances</h2>
      <QueryState query={balances} what="the balances">
        {coins =>
          coins.length === 0 ? (
            <p className="text-fg-muted">No tokens.</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Balances">
              {coins.map(coin => (
                <li key={coin.denom} className="break-all">
                  {formatDenomAmount(coin.amount, coin.denom)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  )
}

function RecentTxs({ address }: { address: string }) {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const txs = useAccountTxs(address, page)
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) })
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Recent transactions</h2>
      <QueryState query={txs} what="the transactions">
        {recent =>
          recent.txs.length === 0 ? (
            <p className="text-fg-muted">No transactions.</p>
          ) : (
            <>
              <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
                {recent.txs.map(tx => (
                  <TxRow key={tx.hash} tx={tx} />
                ))}
              </ul>
              <div className="flex gap-2">
                <Button disabled={page === 1} onClick={() => goTo(page - 1)}>
                  Newer
                </Button>
                <Button disabled={!recent.hasMore} onClick={() => goTo(page + 1)}>
                  Older
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
    </div>
  )
}

function TxRow({ tx }: { tx: TxDetails }) {
  const titles = [...new Set(tx.messages.map(message => msgTitle(message.typeUrl)))]
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
      <Link className="font-mono text-accent" to={paths.tx.href(tx.hash)}>
        {tx.hash.slice(0, 10)}…
      </Link>
      <span>{titles.join(', ') || 'Transaction'}</span>
      <TxStatus code={tx.code} codespace={tx.codespace} />
      <span className="text-fg-muted">height {tx.height.toString()}</span>
      <span className="text-fg-muted">
        <TimeAgo date={tx.time} />
      </span>
    </li>
  )
}
