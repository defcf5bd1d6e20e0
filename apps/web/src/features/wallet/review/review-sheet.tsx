import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { useWalletStore } from '../model/wallet-store.ts'
import { coins, describeMsg, type DescribeContext, type MsgLike } from './describe-msg.ts'
import { describeSignedData } from './describe-data.ts'
import { signedTexts } from './msg-text.ts'
import { SignedTextBlock } from './signed-text.tsx'
import {
  ownersNamed,
  repositoriesNumbered,
  useOwnerNames,
  useProposalRuns,
  useRepositoryNames,
  type ProposalRun,
} from './review-reads.ts'
import {
  rawJson,
  useReviewRequest,
  type DataReviewContent,
  type TxReviewContent,
} from './review-request.ts'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-28 shrink-0 text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-all" data-testid={`review-${term.toLowerCase()}`}>
        {children}
      </dd>
    </div>
  )
}

/**
 * Who pays the fee: the signer or a fee grant. With grants that could pay, the reviewer chooses
 * (the default is the pipeline's pick); the choice is signed into the tx.
 */
function PayerChoice({
  content,
  payer,
  onChange,
}: {
  content: TxReviewContent
  payer: string | null
  onChange: (payer: string | null) => void
}) {
  const choices = [
    ...new Set([...(content.fee.granter ? [content.fee.granter] : []), ...content.feeGranters]),
  ]
  const label = (granter: string | null) =>
    granter ? `${granter} (fee allowance)` : `${content.signer} (your account)`
  if (choices.length === 0) return <>{label(null)}</>
  return (
    <select
      aria-label="Fee paid by"
      className="w-full rounded-md border border-border bg-canvas px-2 py-1"
      value={payer ?? ''}
      onChange={event => onChange(event.target.value === '' ? null : event.target.value)}
    >
      {choices.map(granter => (
        <option key={granter} value={granter}>
          {label(granter)}
        </option>
      ))}
      <option value="">{label(null)}</option>
    </select>
  )
}

function ReviewBody({
  content,
  payer,
  onPayer,
}: {
  content: TxReviewContent
  payer: string | null
  onPayer: (payer: string | null) => void
}) {
  const username = useWalletStore(state => state.user?.username)
  const runs = useProposalRuns(content.msgs)
  const ran = runs.flatMap(run => (run?.state === 'ready' ? run.msgs : []))
  const named = [...content.msgs, ...ran]
  const repositoryOf = useRepositoryNames(repositoriesNumbered(named))
  const numbered = repositoriesNumbered(named).flatMap(id => repositoryOf(id)?.owner ?? [])
  const chainName = useOwnerNames([...new Set([...ownersNamed(named), ...numbered])])
  const nameOf = (address: string) =>
    chainName(address) ?? (address === content.signer && username ? username : undefined)
  const context = { nameOf, repositoryOf }
  return (
    <>
      <ol className="flex list-decimal flex-col gap-1 pl-5" aria-label="Actions">
        {content.msgs.map((msg, index) => (
          <li key={index} className="break-words">
            {describeMsg(msg, context)}
            {signedTexts(msg).map(signed => (
              <SignedTextBlock key={signed.label} {...signed} />
            ))}
            {runs[index] && <ProposalRunList run={runs[index]} msg={msg} context={context} />}
          </li>
        ))}
      </ol>
      <dl className="flex flex-col gap-2 text-sm">
        <Row term="Fee">
          {coins(content.fee.amount)} ({content.fee.gas} gas)
        </Row>
        <Row term="Paid by">
          <PayerChoice content={content} payer={payer} onChange={onPayer} />
        </Row>
        <Row term="Chain">{content.chainId}</Row>
        <Row term="Memo">{content.memo === '' ? 'none' : content.memo}</Row>
      </dl>
      <RawView value={content.msgs} />
    </>
  )
}

/** What a vote that executes, or an execution, makes the DAO do: the proposal's Msgs. */
function ProposalRunList({
  run,
  msg,
  context,
}: {
  run: ProposalRun
  msg: MsgLike
  context: DescribeContext
}) {
  const when = msg.typeUrl.endsWith('.MsgExec') ? 'It runs' : 'If it passes, it runs'
  if (run.state !== 'ready')
    return (
      <p role={run.state === 'error' ? 'alert' : 'status'} className="text-fg-muted">
        {run.state === 'error'
          ? 'What the proposal runs could not be read from the chain: check it on the DAO’s page before you sign.'
          : 'Reading what the proposal runs…'}
      </p>
    )
  if (run.msgs.length === 0) return <p>{when} nothing: it is a text proposal.</p>
  return (
    <>
      <p>{when}:</p>
      <ol className="list-[lower-alpha] pl-5" aria-label="Proposal actions">
        {run.msgs.map((inner, index) => (
          <li key={index}>{describeMsg(inner, context)}</li>
        ))}
      </ol>
    </>
  )
}

/** "Show raw": exactly what is signed, as JSON. */
function RawView({ value }: { value: unknown }) {
  const [raw, setRaw] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <Button className="self-start" aria-expanded={raw} onClick={() => setRaw(!raw)}>
        {raw ? 'Hide raw' : 'Show raw'}
      </Button>
      {raw && (
        <pre
          aria-label="Raw transaction"
          className="max-h-64 overflow-auto rounded-md border border-border bg-canvas-subtle p-2 text-xs"
        >
          {rawJson(value)}
        </pre>
      )}
    </div>
  )
}

/** An off-chain signature: what the provider may do with it; nothing goes on chain. */
function DataReviewBody({ content }: { content: DataReviewContent }) {
  return (
    <>
      <ol className="flex list-decimal flex-col gap-1 pl-5" aria-label="Actions">
        <li className="break-words">{describeSignedData(content.payload)}</li>
      </ol>
      <dl className="flex flex-col gap-2 text-sm">
        <Row term="Kind">Off-chain signature: nothing is sent to the chain, no fee</Row>
        <Row term="Signed by">{content.signer} (your account)</Row>
      </dl>
      <RawView value={content.payload} />
    </>
  )
}

/**
 * Shown before every local-wallet signature (Ledger and Keplr have their own screens): what the
 * transaction does, its fee and payer, chain id and memo. Confirm (Enter) signs; Reject (Esc)
 * fails the action with `Transaction rejected`.
 */
export function ReviewSheet() {
  const pending = useReviewRequest(state => state.pending)
  const confirm = useRef<HTMLButtonElement>(null)
  const [payer, setPayer] = useState<{ id: number; granter: string | null } | null>(null)
  const content = pending?.content
  const granter =
    payer && payer.id === pending?.id
      ? payer.granter
      : content?.kind === 'tx'
        ? (content.fee.granter ?? null)
        : null

  // Enter confirms: the focus starts on Confirm, not on the first control of the sheet.
  useEffect(() => {
    if (pending) confirm.current?.focus()
  }, [pending])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    pending?.confirm(pending.content.kind === 'tx' ? { feeGranter: granter } : undefined)
  }

  return (
    <Dialog
      open={pending !== null}
      title="Review transaction"
      onClose={() => pending?.reject()}
      width="xl"
    >
      {pending && (
        <form onSubmit={submit} className="flex flex-col gap-4">
          {pending.content.kind === 'tx' ? (
            <ReviewBody
              key={pending.id}
              content={pending.content}
              payer={granter}
              onPayer={choice => setPayer({ id: pending.id, granter: choice })}
            />
          ) : (
            <DataReviewBody key={pending.id} content={pending.content} />
          )}
          <div className="flex justify-end gap-2">
            <Button onClick={pending.reject}>Reject</Button>
            <Button ref={confirm} type="submit" variant="primary">
              Confirm
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
