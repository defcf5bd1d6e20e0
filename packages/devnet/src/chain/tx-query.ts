import type { CommittedTx } from './chain-node.ts'

/** One condition of CometBFT's event query language: `message.sender='gitopia1…'`. */
export interface TxCondition {
  readonly key: string
  readonly op: '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS'
  readonly value: string
}

/** Parses one condition; null when it is not in the language. */
export function parseCondition(text: string): TxCondition | null {
  const match = /^\s*([\w.]+)\s*(<=|>=|=|<|>|CONTAINS)\s*(?:'([^']*)'|(\d+))\s*$/.exec(text)
  if (!match) return null
  return {
    key: match[1] ?? '',
    op: match[2] as TxCondition['op'],
    value: match[3] ?? match[4] ?? '',
  }
}

/** `a.b='x' AND tx.height>=5`, the subset clients use; null when any part does not parse. */
export function parseTxQuery(query: string): TxCondition[] | null {
  const conditions = query.split(/\s+AND\s+/i).map(parseCondition)
  return conditions.every(c => c !== null) ? conditions : null
}

/**
 * Whether one value of the condition's key satisfies it: `=` and `CONTAINS` compare text, the
 * ordering operators numbers (a value that is not a number satisfies none of them).
 */
export function satisfies(actual: string, condition: TxCondition): boolean {
  if (condition.op === '=') return actual === condition.value
  if (condition.op === 'CONTAINS') return actual.includes(condition.value)
  const a = actual.trim() === '' ? NaN : Number(actual)
  const b = condition.value === '' ? NaN : Number(condition.value)
  if (Number.isNaN(a) || Number.isNaN(b)) return false
  switch (condition.op) {
    case '<':
      return a < b
    case '<=':
      return a <= b
    case '>':
      return a > b
    default:
      return a >= b
  }
}

/** Whether a committed tx's events (plus `tx.hash` / `tx.height`) satisfy every condition. */
export function txMatches(tx: CommittedTx, conditions: readonly TxCondition[]): boolean {
  return conditions.every(condition => {
    if (condition.key === 'tx.hash') return tx.hash === condition.value.toUpperCase()
    if (condition.key === 'tx.height') return satisfies(tx.height.toString(), condition)
    const dot = condition.key.lastIndexOf('.')
    const type = condition.key.slice(0, dot)
    const attribute = condition.key.slice(dot + 1)
    return tx.result.events.some(
      event =>
        event.type === type &&
        event.attributes.some(a => a.key === attribute && satisfies(a.value, condition)),
    )
  })
}
