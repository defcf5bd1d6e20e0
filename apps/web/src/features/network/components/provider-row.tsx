import type { ReactNode } from 'react'

/** A provider in a list of the network page: its name, a badge for what of it is in use, then the rest. */
export function ProviderRow({
  name,
  inUse,
  children,
}: {
  name: string
  inUse: string | null
  children: ReactNode
}) {
  return (
    <li aria-label={name} className="flex flex-wrap items-center gap-4 p-3">
      <div className="w-40 font-semibold">
        {name}
        {inUse && (
          <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs text-accent-fg">
            {inUse}
          </span>
        )}
      </div>
      {children}
    </li>
  )
}
