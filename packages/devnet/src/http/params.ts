/** A request parameter as text: strings as they are, numbers printed, anything else empty. */
export function textParam(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString()
  return ''
}
