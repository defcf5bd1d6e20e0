import { join } from 'node:path'
import { z } from 'zod'
import type { ChainNode } from '../chain/chain-node.ts'
import type { SystemSigner } from '../chain/system-signer.ts'
import { BadRequestError, ok } from '../http/paging.ts'
import { FAULTS_PATH, type FaultTarget } from '../http/faults.ts'
import { jsonBody } from '../http/json-body.ts'
import type { Router } from '../http/router.ts'
import type { IbcKeeper } from '../modules/ibc/module.ts'
import { Relayer } from '../relayer/relayer.ts'
import { counterpartyChannel, gitopiaChannels, type CounterpartySpec } from './chains.ts'
import { startCounterparty, type CounterpartyChain } from './start.ts'

/** Gitopia's side of the IBC network: its node, IBC state and the relayer's key on it. */
export interface GitopiaEnd {
  readonly node: ChainNode
  readonly ibc: IbcKeeper
  readonly relayer: SystemSigner
}

export interface IbcNetwork {
  readonly chains: readonly CounterpartyChain[]
  readonly relayer: Relayer
  /** `relayer`, one per counterparty (`osmosis`, `cosmoshub`) and one per node (`osmosis-node-1`). */
  readonly faultTargets: ReadonlyMap<string, FaultTarget>
  close(): Promise<void>
}

export { gitopiaChannels }

const portFor = (base: number, spec: CounterpartySpec) => (base === 0 ? 0 : base + spec.portOffset)

/** Starts the counterparty chains and the relayer between each of them and Gitopia. */
export async function startIbcNetwork(options: {
  readonly specs: readonly CounterpartySpec[]
  readonly gitopia: GitopiaEnd
  readonly home: string
  readonly restPort: number
  readonly rpcPort: number
  readonly blockTimeMs: number
}): Promise<IbcNetwork> {
  const chains: CounterpartyChain[] = []
  try {
    for (const spec of options.specs)
      chains.push(
        await startCounterparty({
          spec,
          channel: counterpartyChannel(spec, options.gitopia.node.chainId),
          home: join(options.home, 'counterparties', spec.config.chainId),
          restPort: portFor(options.restPort, spec),
          rpcPort: portFor(options.rpcPort, spec),
        }),
      )
  } catch (error) {
    await Promise.all(chains.map(chain => chain.close()))
    throw error
  }
  const gitopiaChannelTo = (chain: CounterpartyChain) => {
    const channel = options.gitopia.ibc.channel('transfer', chain.spec.gitopiaEnd.channelId)
    if (!channel) throw new Error(`Gitopia has no channel to ${chain.spec.config.chainId}`)
    return channel
  }
  const relayer = new Relayer(
    chains.map(chain => ({
      a: { ...options.gitopia, signer: options.gitopia.relayer, channel: gitopiaChannelTo(chain) },
      b: { node: chain.node, ibc: chain.ibc, signer: chain.relayer, channel: chain.channel },
    })),
  )
  for (const chain of chains) {
    chain.node.produceBlock()
    chain.node.start(options.blockTimeMs)
  }
  relayer.start(options.blockTimeMs)
  return {
    chains,
    relayer,
    faultTargets: new Map<string, FaultTarget>([
      ['relayer', relayer],
      ...chains.flatMap(chain => [...chain.faultTargets]),
    ]),
    close: async () => {
      await relayer.stop()
      await Promise.all(chains.map(chain => chain.close()))
    },
  }
}

const advanceSchema = z.object({
  chainId: z.string().min(1),
  blocks: z.number().int().min(1).max(1000).default(1),
  seconds: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3600)
    .default(0),
})

const ADVANCE_USAGE = '{"chainId": "...", "blocks"?: 1..1000, "seconds"?: 0..31622400}'

/**
 * `POST /_devnet/faults/advance {"chainId", "blocks"?, "seconds"?}` moves the chain's clock
 * `seconds` ahead and produces `blocks` blocks at once, so a test can pass a packet's timeout
 * height or the end of a voting period without waiting for it.
 */
export function registerAdvanceControl(router: Router, nodes: () => readonly ChainNode[]): void {
  router.post(`${FAULTS_PATH}/advance`, async ({ body }) => {
    const { chainId, blocks, seconds } = await jsonBody(body, advanceSchema, ADVANCE_USAGE)
    const node = nodes().find(candidate => candidate.chainId === chainId)
    if (!node)
      throw new BadRequestError(
        `unknown chain "${chainId}"; known: ${nodes()
          .map(n => n.chainId)
          .join(', ')}`,
      )
    for (let i = 0; i < blocks; i++) {
      if (i === 0 && seconds > 0) node.advanceClock(seconds)
      else node.produceBlock()
    }
    return ok({
      chainId: node.chainId,
      height: node.latest.height.toString(),
      time: node.latest.time.toISOString(),
    })
  })
}

const minGasPriceSchema = z.object({
  chainId: z.string().min(1),
  price: z.number().min(0).max(1000),
})

const MIN_GAS_PRICE_USAGE = '{"chainId": "...", "price": 0..1000}'

/**
 * `POST /_devnet/faults/min-gas-price {"chainId", "price"}` sets a counterparty validator's
 * `minimum-gas-prices` (per gas, in its fee denom), so a test can see a client's fee refused as
 * too low; a validator changes it in app.toml, the chain's rules do not.
 */
export function registerMinGasPriceControl(
  router: Router,
  chains: () => readonly CounterpartyChain[],
): void {
  router.post(`${FAULTS_PATH}/min-gas-price`, async ({ body }) => {
    const { chainId, price } = await jsonBody(body, minGasPriceSchema, MIN_GAS_PRICE_USAGE)
    const chain = chains().find(candidate => candidate.spec.config.chainId === chainId)
    if (!chain)
      throw new BadRequestError(
        `unknown counterparty "${chainId}"; known: ${chains()
          .map(c => c.spec.config.chainId)
          .join(', ')}`,
      )
    chain.setMinGasPrice(price)
    return ok({ chainId, minGasPrice: price })
  })
}
