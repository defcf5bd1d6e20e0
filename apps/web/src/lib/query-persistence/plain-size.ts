/**
 * The approximate bytes `value` takes when stored, or `Infinity` when it is not plain data or is
 * larger than `limit`. Plain data is what IndexedDB stores and gives back unchanged: primitives,
 * arrays, objects without a class, Map, Set, Date and byte arrays. A class instance would come back
 * as a bare object without its methods, so anything else disqualifies the whole value.
 */
export function plainSize(value: unknown, limit: number): number {
  let size = 0
  const seen = new Set<object>()
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    size += primitiveSize(item)
    if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item)
      const parts = partsOf(item)
      if (!parts) return Infinity
      size += parts.bytes
      pending.push(...parts.children)
    }
    if (size > limit) return Infinity
  }
  return size
}

function primitiveSize(item: unknown): number {
  switch (typeof item) {
    case 'string':
      return item.length * 2
    case 'number':
    case 'bigint':
      return 8
    case 'boolean':
    case 'undefined':
      return 1
    case 'object':
      return item === null ? 1 : 0
    default:
      // Functions and symbols cannot be stored at all.
      return Infinity
  }
}

/** An object's own bytes and the values inside it, or null for an object that is not plain. */
function partsOf(item: object): { bytes: number; children: unknown[] } | null {
  if (Array.isArray(item)) return { bytes: 8, children: item }
  if (item instanceof Uint8Array) return { bytes: item.byteLength, children: [] }
  if (item instanceof Date) return { bytes: 8, children: [] }
  if (item instanceof Map) return { bytes: 8, children: [...item.keys(), ...item.values()] }
  if (item instanceof Set) return { bytes: 8, children: [...item] }
  const prototype: unknown = Object.getPrototypeOf(item)
  if (prototype !== Object.prototype && prototype !== null) return null
  const keys = Object.keys(item)
  return {
    bytes: keys.reduce((sum, key) => sum + key.length * 2, 0),
    children: keys.map(key => (item as Record<string, unknown>)[key]),
  }
}
