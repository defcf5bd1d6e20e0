import { isValidAddress } from '@gitopia-client/chain'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { coinsOf, formatCoins } from '../model/coins.ts'

/** An address, as a link to its account page (balances and transactions). */
export function AccountLink({ address }: { address: string }) {
  return (
    <Link className="font-mono break-all text-accent" to={paths.account.href(address)}>
      {address}
    </Link>
  )
}

/** One Msg or event value: an address links to its account page, anything nested prints as JSON. */
export function FieldValue({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    if (isValidAddress(value)) {
      return <AccountLink address={value} />
    }
    return <span className="break-all whitespace-pre-wrap">{value}</span>
  }
  if (typeof value === 'number' || typeof value === 'boolean') return <span>{String(value)}</span>
  if (value === null || value === undefined) return <span className="text-fg-muted">—</span>
  const coins = coinsOf(value)
  if (coins) return <span>{formatCoins(coins)}</span>
  return (
    <pre className="max-h-64 overflow-auto rounded bg-canvas-subtle p-2 text-xs whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}
