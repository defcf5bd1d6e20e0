import type { TxEvent } from '@gitopia-client/chain'
import { FieldValue } from './field-value.tsx'

/** The events a tx emitted, folded by default: they are long and mostly for developers. */
export function TxEvents({ events }: { events: readonly TxEvent[] }) {
  if (events.length === 0) return <p className="text-fg-muted">No events.</p>
  return (
    <details className="rounded-md border border-border p-3">
      <summary className="cursor-pointer font-semibold">{events.length} events</summary>
      <ul className="mt-2 flex flex-col gap-2">
        {events.map((event, index) => (
          <li key={index}>
            <p className="font-mono text-sm">{event.type}</p>
            <dl className="grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 text-sm">
              {event.attributes.map((attribute, at) => (
                <div key={at} className="contents">
                  <dt className="text-fg-muted">{attribute.key}</dt>
                  <dd className="min-w-0">
                    <FieldValue value={attribute.value} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </details>
  )
}
