export interface EventAttribute {
  readonly key: string
  readonly value: string
  readonly index: boolean
}

export interface ChainEvent {
  readonly type: string
  readonly attributes: readonly EventAttribute[]
}

export function event(type: string, attributes: Record<string, string>): ChainEvent {
  return {
    type,
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
  }
}

/** Collects the events one Msg (or the ante handler) emits. */
export class EventCollector {
  readonly events: ChainEvent[] = []

  emit(type: string, attributes: Record<string, string>): void {
    this.events.push(event(type, attributes))
  }

  /** A typed event (`proto.MessageName`); values are JSON-encoded like the SDK's EmitTypedEvent. */
  emitTyped(type: string, fields: Record<string, unknown>): void {
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(fields)) attributes[key] = JSON.stringify(value)
    this.emit(type, attributes)
  }
}

/** The SDK's `StringifyEvents`: same-type events merged, sorted by type, for the raw log. */
export function stringifyEvents(events: readonly ChainEvent[]) {
  const merged = new Map<string, { key: string; value: string }[]>()
  for (const { type, attributes } of events) {
    const list = merged.get(type) ?? []
    list.push(...attributes.map(({ key, value }) => ({ key, value })))
    merged.set(type, list)
  }
  return [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([type, attributes]) => ({ type, attributes }))
}
