import { useState } from 'react'
import { Link } from 'react-router'
import { needsFunds } from '@/features/funding/index.ts'
import { useBackupState, useWalletBalance } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import {
  dismissGettingStarted,
  gettingStartedSteps,
  isGettingStartedDismissed,
  type StartState,
} from '../model/getting-started.ts'

/**
 * A new account's first steps, each ticked from what the chain and the wallet say; gone once all
 * are done or the person dismisses it. Shown only when every fact is known, so it never flashes.
 */
export function GettingStarted({
  address,
  hasUsername,
  started,
}: {
  address: string
  /** Unknown (undefined) while the user and their repositories and DAOs load. */
  hasUsername: boolean | undefined
  started: boolean | undefined
}) {
  const backedUp = useBackupState()
  const { balance, allowance } = useWalletBalance()
  const [dismissed, setDismissed] = useState(() => isGettingStartedDismissed(address))
  if (dismissed || balance === null || hasUsername === undefined || started === undefined)
    return null
  const state: StartState = {
    backedUp,
    funded: !needsFunds(balance, allowance),
    hasUsername,
    started,
  }
  const steps = gettingStartedSteps(state)
  const done = steps.filter(step => step.done).length
  if (done === steps.length) return null
  return (
    <section aria-label="Getting started" className="rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Getting started</h2>
        <span className="text-sm text-fg-muted" data-testid="getting-started-progress">
          {done} of {steps.length} done
        </span>
      </div>
      <ol className="mt-3 flex flex-col gap-2 text-sm">
        {steps.map(step => (
          <li key={step.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              aria-hidden="true"
              className={step.done ? 'text-green-700 dark:text-green-400' : 'text-fg-muted'}
            >
              {step.done ? '✓' : '○'}
            </span>
            <span className={step.done ? 'text-fg-muted line-through' : ''}>
              {step.label}
              <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
            </span>
            {!step.done &&
              step.links.map(link => (
                <Link
                  key={link.href}
                  to={link.href}
                  className="inline-flex min-h-11 items-center text-accent underline"
                >
                  {link.label}
                </Link>
              ))}
          </li>
        ))}
      </ol>
      <Button
        className="mt-2"
        onClick={() => {
          dismissGettingStarted(address)
          setDismissed(true)
        }}
      >
        Dismiss
      </Button>
    </section>
  )
}
