import { AmountError, formatCoin, parseAmount } from '@gitopia-client/chain'

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; message: string }

/** A LORE amount the wallet can pay, checked before anything is signed. */
export function checkSpend(input: string, balance: bigint | null, allowZero = false): AmountCheck {
  let amount: bigint
  try {
    amount = parseAmount(input.trim() === '' && allowZero ? '0' : input)
  } catch (failure) {
    return {
      ok: false,
      message: failure instanceof AmountError ? failure.message : String(failure),
    }
  }
  if (amount === 0n && !allowZero) return { ok: false, message: 'Enter an amount above zero' }
  if (balance !== null && amount > balance)
    return { ok: false, message: `That is more than your balance of ${formatCoin(balance)}` }
  return { ok: true, amount }
}
