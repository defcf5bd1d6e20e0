import { useState } from 'react'
import { AutoGrowTextarea } from '@/ui/auto-grow-textarea/index.ts'
import { Button } from '@/ui/button.tsx'
import { FilterChips } from '@/ui/filter-chips.tsx'
import { SegmentedChoice } from '@/ui/segmented-choice.tsx'
import { StatusBadge } from '@/ui/status-badge.tsx'
import { notify, type ToastHandle } from '@/ui/toast/index.ts'

/** The shared UI primitives in one place, for people building the app and for its tests. */
export function ComponentsGalleryRoute() {
  const [text, setText] = useState('')
  const [waiting, setWaiting] = useState<ToastHandle | null>(null)
  const [diffMode, setDiffMode] = useState<'unified' | 'split'>('unified')
  const [status, setStatus] = useState<string | null>(null)

  return (
    <section className="flex flex-col gap-8">
      <title>Components · Gitopia</title>
      <h1 className="text-2xl font-semibold">Component gallery</h1>

      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">Buttons</h2>
        <p className="text-sm text-fg-muted">
          Primary for the page's main action (every “New …”), danger for the last step of a
          deletion, secondary for the rest.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary">New issue</Button>
          <Button>Edit</Button>
          <Button variant="danger">Delete release</Button>
          <Button disabled>Disabled</Button>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">One of a few views</h2>
        <SegmentedChoice
          label="Diff view"
          options={{ unified: 'Unified', split: 'Split' }}
          value={diffMode}
          onChange={setDiffMode}
        />
      </div>

      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">Filter chips</h2>
        <FilterChips
          label="Filter by status"
          options={[
            { value: null, label: 'All' },
            { value: 'voting', label: 'Voting' },
            { value: 'passed', label: 'Passed' },
          ]}
          value={status}
          onChange={setStatus}
        />
      </div>

      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">Status badges</h2>
        <div className="flex flex-wrap gap-2">
          <StatusBadge tone="active">Voting</StatusBadge>
          <StatusBadge tone="success">Passed</StatusBadge>
          <StatusBadge tone="danger">Rejected</StatusBadge>
          <StatusBadge tone="neutral">Deposit period</StatusBadge>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">Toasts</h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => notify('info', 'Balance updated')}>Info toast</Button>
          <Button onClick={() => notify('error', 'Unable to update lore balance')}>
            Error toast
          </Button>
          <Button
            onClick={() => {
              const handle = notify('loading', 'Broadcasting transaction…')
              setTimeout(() => handle.update('info', 'Transaction Successful'), 1500)
            }}
          >
            Loading toast
          </Button>
          <Button
            disabled={waiting !== null}
            onClick={() => setWaiting(notify('waiting-for-input', 'Please confirm on your device'))}
          >
            Waiting-for-input toast
          </Button>
          <Button
            disabled={waiting === null}
            onClick={() => {
              waiting?.dismiss()
              setWaiting(null)
            }}
          >
            Resolve waiting toast
          </Button>
        </div>
      </div>

      <label className="flex max-w-xl flex-col gap-2">
        <span className="font-semibold">Multiline input</span>
        <AutoGrowTextarea
          value={text}
          onChange={event => setText(event.target.value)}
          placeholder="Write something long…"
        />
      </label>
    </section>
  )
}
