import type { TxMessage } from '@gitopia-client/chain'
import { summarizeMsg } from '../model/msg-summary.ts'
import { FieldValue } from './field-value.tsx'

/** Each Msg of a tx: its name, a plain sentence when known, and its fields. */
export function TxMessages({ messages }: { messages: readonly TxMessage[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message, index) => {
        const summary = summarizeMsg(message.typeUrl, message.value)
        return (
          <li key={index} className="rounded-md border border-border p-3">
            <h3 className="font-semibold">{summary.title}</h3>
            {summary.sentence && <p className="mt-1 break-all">{summary.sentence}</p>}
            <p className="mt-1 font-mono text-xs break-all text-fg-muted">{message.typeUrl}</p>
            <dl className="mt-2 grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {Object.entries(message.value).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-fg-muted">{key}</dt>
                  <dd className="min-w-0">
                    <FieldValue value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        )
      })}
    </ol>
  )
}
