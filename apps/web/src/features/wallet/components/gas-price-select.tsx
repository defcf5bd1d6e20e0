import { GAS_PRICE_STEPS, DEFAULT_GAS_PRICE } from '@gitopia-client/chain'
import { SelectField } from '@/ui/field.tsx'
import { setGasPrice, useWalletStore, type GasPriceChoice } from '../model/wallet-store.ts'

const choices: readonly { value: GasPriceChoice; label: string }[] = [
  { value: 'default', label: `Default (${DEFAULT_GAS_PRICE.amount} ulore)` },
  { value: 'low', label: `Low (${GAS_PRICE_STEPS.low} ulore)` },
  { value: 'average', label: `Average (${GAS_PRICE_STEPS.average} ulore)` },
  { value: 'high', label: `High (${GAS_PRICE_STEPS.high} ulore)` },
]

/** The gas price every transaction of the app is signed with (per unit of gas). */
export function GasPriceSelect() {
  const gasPrice = useWalletStore(state => state.gasPrice)
  return <SelectField label="Gas price" options={choices} value={gasPrice} onChange={setGasPrice} />
}
