import { GAS_PRICE_STEPS, DEFAULT_GAS_PRICE } from '@gitopia-client/chain'
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
  return (
    <label className="flex flex-col gap-1 text-sm">
      Gas price
      <select
        value={gasPrice}
        onChange={event => setGasPrice(event.target.value as GasPriceChoice)}
        className="rounded-md border border-border bg-canvas px-3 py-2"
      >
        {choices.map(choice => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}
