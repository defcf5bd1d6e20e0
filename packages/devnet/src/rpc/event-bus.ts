import type { ChainNode } from '../chain/chain-node.ts'
import { blockEvents, type RpcEvent } from './events.ts'
import type { ValidatorSet } from './validator-set.ts'

/** The events of each committed block, handed to the WebSocket clients listening. */
export class EventBus {
  readonly #listeners = new Set<(event: RpcEvent) => void>()

  constructor(node: ChainNode, validators: ValidatorSet) {
    node.onCommit(block => {
      if (this.#listeners.size === 0) return
      for (const event of blockEvents(node, block, validators))
        for (const listener of this.#listeners) listener(event)
    })
  }

  listen(listener: (event: RpcEvent) => void): void {
    this.#listeners.add(listener)
  }

  unlisten(listener: (event: RpcEvent) => void): void {
    this.#listeners.delete(listener)
  }
}
