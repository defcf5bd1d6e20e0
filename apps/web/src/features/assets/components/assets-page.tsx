import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { addressWithPrefix } from '@gitopia-client/chain/ibc'
import { useState } from 'react'
import { useAppConfig } from '@/config/app-config.ts'
import { useActiveAccount, useLastCounterparty } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { CopyButton } from '@/ui/copy-button.tsx'
import { useNamedBalances } from '../api/balances.ts'
import { GITOPIA_CHAIN, useIbcSetup, type Counterparty, type IbcSetup } from '../api/chains.ts'
import type { Direction, GitopiaSide } from '../api/transfer.ts'
import { BalancesTable } from './balances-table.tsx'
import { LoreBreakdown } from './lore-breakdown.tsx'
import { TransferDialog } from './transfer-dialog.tsx'
import { TransfersList } from './transfers-list.tsx'

/** An account's address on a chain, with a button that copies it. */
function Address({ address, chain }: { address: string; chain: string }) {
  return (
    <p className="flex items-center gap-2">
      <span className="font-mono text-xs break-all text-fg-muted">{address}</span>
      <CopyButton text={address} label={`Copy your ${chain} address`} />
    </p>
  )
}

type OpenDialog = { direction: Direction; chain: string } | null

function ChainBalances({
  setup,
  counterparty,
  address,
  onDeposit,
}: {
  setup: IbcSetup
  counterparty: Counterparty
  address: string
  onDeposit: () => void
}) {
  const there = addressWithPrefix(address, counterparty.prefix)
  const { rows, loading, error } = useNamedBalances(
    setup,
    { name: counterparty.name, api: counterparty.rest },
    there,
  )
  return (
    <section
      aria-label={`Balances on ${counterparty.prettyName}`}
      className="flex flex-col gap-2 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">On {counterparty.prettyName}</h2>
        <Button onClick={onDeposit}>Deposit to Gitopia</Button>
      </div>
      <Address address={there} chain={counterparty.prettyName} />
      <BalancesTable
        rows={rows}
        loading={loading}
        error={error}
        label={`${counterparty.prettyName} balances`}
      />
    </section>
  )
}

/** Balances on Gitopia and on each connected chain, deposits, withdrawals and their transfers. */
export function AssetsPage() {
  const account = useActiveAccount()
  const config = useAppConfig()
  const setup = useIbcSetup()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const last = useLastCounterparty()
  const address = account?.address ?? null
  const gitopiaBalances = useNamedBalances(
    setup,
    { name: GITOPIA_CHAIN, api: setup.gitopia.api },
    address,
  )

  if (!account) {
    return (
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Assets</h1>
        <p>Connect a wallet to see your assets.</p>
      </div>
    )
  }

  const gitopia: GitopiaSide = {
    chainId: config.network.chainId,
    prefix: config.network.addressPrefix,
    api: setup.gitopia.api,
    address: account.address,
  }
  const names = new Map(setup.counterparties.map(c => [c.name, c.prettyName]))
  // Withdrawals start on the chain of this account's last transfer.
  const first =
    setup.counterparties.find(c => c.name === last?.chain)?.name ??
    setup.counterparties[0]?.name ??
    ''

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Assets</h1>
      <section
        aria-label="Balances on Gitopia"
        className="flex flex-col gap-2 rounded-lg border border-border p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">On Gitopia</h2>
          <Button
            onClick={() => setDialog({ direction: 'withdraw', chain: first })}
            disabled={setup.counterparties.length === 0}
          >
            Withdraw
          </Button>
        </div>
        <Address address={account.address} chain="Gitopia" />
        <BalancesTable
          rows={gitopiaBalances.rows}
          loading={gitopiaBalances.loading}
          error={gitopiaBalances.error}
          label="Gitopia balances"
        />
        {!gitopiaBalances.loading && !gitopiaBalances.error && (
          <LoreBreakdown
            api={setup.gitopia.api}
            address={account.address}
            available={
              gitopiaBalances.rows.find(row => row.asset.denom === NATIVE_TOKEN.denom)?.amount ?? 0n
            }
          />
        )}
      </section>
      {setup.loading && <p className="text-sm text-fg-muted">Loading connected chains…</p>}
      {setup.counterparties.map(counterparty => (
        <ChainBalances
          key={counterparty.name}
          setup={setup}
          counterparty={counterparty}
          address={account.address}
          onDeposit={() => setDialog({ direction: 'deposit', chain: counterparty.name })}
        />
      ))}
      <TransfersList
        names={names}
        chains={new Map(setup.counterparties.map(c => [c.name, c.chain]))}
      />
      {dialog && (
        <TransferDialog
          direction={dialog.direction}
          setup={setup}
          initialChain={dialog.chain}
          gitopia={gitopia}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  )
}
