import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useAppConfig } from '@/config/app-config.ts'
import { CopyButton } from '@/ui/copy-button.tsx'
import { FaucetActions } from './faucet-actions.tsx'

const AddressQr = lazy(async () => ({ default: (await import('./address-qr.tsx')).AddressQr }))

/**
 * The "Get LORE" step: every transaction pays a fee, so a new wallet needs LORE (or a fee grant)
 * before it can pick a username. The network's faucet when it has one, and always the other ways:
 * a deposit from another chain, or someone sending LORE to the address shown.
 */
export function GetLore({ address }: { address: string }) {
  const { network } = useAppConfig()
  return (
    <section
      aria-labelledby="get-lore-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2 id="get-lore-heading" className="text-lg font-semibold">
        Get LORE
      </h2>
      <p className="text-sm text-fg-muted">
        Every transaction on Gitopia pays a small fee in LORE: picking a username, creating a
        repository, opening an issue. Your wallet cannot pay one yet.
      </p>
      {network.faucet && <FaucetActions url={network.faucet} address={address} />}
      <h3 className="font-semibold">{network.faucet ? 'Other ways' : 'How to get LORE'}</h3>
      <ul className="list-disc pl-5 text-sm">
        <li>
          Deposit LORE from Osmosis or another chain on{' '}
          <Link className="text-accent underline" to={paths.assets.href()}>
            Assets
          </Link>
          .
        </li>
        <li>Ask someone who has LORE to send some to your address:</li>
      </ul>
      <div className="flex flex-wrap items-center gap-4">
        <Suspense fallback={<div className="size-40 rounded-md bg-canvas-subtle" />}>
          <AddressQr address={address} />
        </Suspense>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <code className="font-mono text-sm break-all" data-testid="funding-address">
            {address}
          </code>
          <CopyButton text={address} label="Copy address" />
        </div>
      </div>
    </section>
  )
}
