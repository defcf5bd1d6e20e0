import { toBase64 } from '@cosmjs/encoding'
import type { TxResult } from '../chain/app.ts'

/** A tx's ABCI result as CometBFT 0.37 prints it (`tx_result`, `deliver_tx`, Tx events). */
export function txResultJson(result: TxResult) {
  return {
    code: result.code,
    data: toBase64(result.data),
    log: result.log,
    info: '',
    gas_wanted: result.gasWanted.toString(),
    gas_used: result.gasUsed.toString(),
    events: result.events.map(event => ({
      type: event.type,
      attributes: event.attributes.map(({ key, value, index }) => ({ key, value, index })),
    })),
    codespace: result.codespace,
  }
}
