import {
  AmountError,
  checkAddress,
  formatAmount,
  NATIVE_TOKEN,
  parseAmount,
} from '@gitopia-client/chain'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useAppConfig } from '@/config/app-config.ts'
import { Button } from '@/ui/button.tsx'
import { Dialog } from '@/ui/dialog.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { requireMnemonic } from '../session/key-session.ts'

/** Send LORE: the recipient is checked per §5, the amount parsed exactly, the fee shown. */
export function SendTokensDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useAppConfig()
  const queryClient = useQueryClient()
  const address = useWalletStore(state => state.activeWallet?.address ?? '')
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recipientCheck = checkAddress(recipient)
    if (!recipientCheck.ok) return setError(recipientCheck.message)
    let base: bigint
    try {
      base = parseAmount(amount)
    } catch (failure) {
      return setError(failure instanceof AmountError ? failure.message : String(failure))
    }
    if (base === 0n) return setError('Enter an amount above zero')
    setError(null)
    setBusy(true)
    try {
      const mnemonic = await requireMnemonic()
      const { submitWithMnemonic } = await import('../api/signing.ts')
      const rpc = config.network.providers[0]?.rpcEndpoint ?? ''
      const result = await submitWithMnemonic(rpc, mnemonic, {
        msgs: [
          {
            typeUrl: '/cosmos.bank.v1beta1.MsgSend',
            value: {
              fromAddress: address,
              toAddress: recipient.trim(),
              amount: [{ denom: NATIVE_TOKEN.denom, amount: base.toString() }],
            },
          },
        ],
      })
      notify(
        'info',
        `Sent ${formatAmount(base)} ${NATIVE_TOKEN.displayDenom} (tx ${result.hash.slice(0, 10)}…)`,
      )
      await queryClient.invalidateQueries({ queryKey: ['balance'] })
      setRecipient('')
      setAmount('')
      onClose()
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure)
      const rawLog =
        failure && typeof failure === 'object' && 'rawLog' in failure ? String(failure.rawLog) : ''
      setError(rawLog ? `${message} (${rawLog})` : message)
      notify('error', message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} title="Send tokens" onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Recipient
          <input
            value={recipient}
            onChange={event => setRecipient(event.target.value)}
            placeholder="gitopia1…"
            spellCheck={false}
            className="rounded-md border border-border bg-canvas px-3 py-2 font-mono"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Amount ({NATIVE_TOKEN.displayDenom})
          <input
            value={amount}
            onChange={event => setAmount(event.target.value)}
            inputMode="decimal"
            placeholder="0.0"
            className="rounded-md border border-border bg-canvas px-3 py-2"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-danger break-words">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
