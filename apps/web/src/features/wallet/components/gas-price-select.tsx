import {
  DEFAULT_GAS_PRICE,
  formatAmount,
  GAS_PRICE_STEPS,
  NATIVE_TOKEN,
} from '@gitopia-client/chain'
import { SelectField } from '@/ui/field.tsx'
import { setGasPrice, useWalletStore, type GasPriceChoice } from '../model/wallet-store.ts'

// A price per unit of gas is a millionth of a millionth of a LORE: the choices say instead what a
// typical transaction's gas costs at each, in LORE.
const TYPICAL_GAS = 200_000

/** `0.0016` ulore per gas → `0.00032 LORE`, for TYPICAL_GAS. */
function typicalFee(pricePerGas: string): string {
  const [whole = '0', fraction = ''] = pricePerGas.split('.')
  const scaled = BigInt(whole + fraction) * BigInt(TYPICAL_GAS)
  const base = scaled / 10n ** BigInt(fraction.length)
  return `${formatAmount(base, NATIVE_TOKEN.decimals)} ${NATIVE_TOKEN.displayDenom}`
}

const choices: readonly { value: GasPriceChoice; label: string }[] = [
  { value: 'default', label: `Default (${typicalFee(DEFAULT_GAS_PRICE.amount)})` },
  { value: 'low', label: `Low (${typicalFee(GAS_PRICE_STEPS.low)})` },
  { value: 'average', label: `Average (${typicalFee(GAS_PRICE_STEPS.average)})` },
  { value: 'high', label: `High (${typicalFee(GAS_PRICE_STEPS.high)})` },
]

/** The gas price every transaction of the app is signed with (per unit of gas). */
export function GasPriceSelect() {
  const gasPrice = useWalletStore(state => state.gasPrice)
  return (
    <SelectField
      label="Gas price"
      hint={`The fee of a typical transaction (${TYPICAL_GAS.toLocaleString('en')} gas); a larger one pays more.`}
      options={choices}
      value={gasPrice}
      onChange={setGasPrice}
    />
  )
}
