import { useState } from 'react'
import { AutoGrowTextarea } from '@/ui/auto-grow-textarea/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify, type ToastHandle } from '@/ui/toast/index.ts'

/** The shared UI primitives in one place, for people building the app and for its tests. */
export function ComponentsGalleryRoute() {
  const [text, setText] = useState('')
  const [waiting, setWaiting] = useState<ToastHandle | null>(null)

  return (
    <section className="flex flex-col gap-8">
      <title>Components · Gitopia</title>
      <h1 className="text-2xl font-semibold">Component gallery</h1>

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
