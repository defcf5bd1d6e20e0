import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEVNET_DEFAULTS } from '@gitopia-client/chain'
import type { DevnetOptions } from './node.ts'
import { isSeedName, SEEDS } from './seed/apply.ts'

export const USAGE = `Usage: npm run devnet -- [--home DIR] [--rest-port 1317] [--rpc-port 26657]
       [--block-time-ms 1000] [--chain-id ${DEVNET_DEFAULTS.chainId}] [--genesis FILE]
       [--providers 2] [--provider-port 5001] (provider N listens on port + N - 1; 0 = free ports)
       [--seed none|demo] (created once, at the first start of a fresh home)
       [--challenge-interval 30] (storage challenges every N blocks; 0 = off)
       [--gov-voting-period 300] (x/gov voting period in seconds)
       [--unbonding-time 1814400] (x/staking unbonding time in seconds; 21 days as on the chain)
       [--nodes 1] (node front-ends over the chain; node N on each port + N - 1)
       [--counterparties all|none] (Osmosis- and Cosmos-Hub-like chains for IBC on ports + 100 and
       + 200, with channels and a relayer; default all)`

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${flag} must be a port number (0-65535), got "${value}"`)
  }
  return parsed
}

export function parseCli(argv: readonly string[]): DevnetOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      home: { type: 'string' },
      'rest-port': { type: 'string' },
      'rpc-port': { type: 'string' },
      'block-time-ms': { type: 'string' },
      'chain-id': { type: 'string' },
      genesis: { type: 'string' },
      providers: { type: 'string' },
      'provider-port': { type: 'string' },
      seed: { type: 'string' },
      'challenge-interval': { type: 'string' },
      'gov-voting-period': { type: 'string' },
      'unbonding-time': { type: 'string' },
      nodes: { type: 'string' },
      counterparties: { type: 'string' },
    },
    strict: true,
  })
  const blockTimeMs = Number(values['block-time-ms'] ?? 1000)
  if (!Number.isInteger(blockTimeMs) || blockTimeMs < 10) {
    throw new Error(
      `--block-time-ms must be an integer of at least 10, got "${values['block-time-ms']}"`,
    )
  }
  const chainId = values['chain-id'] ?? DEVNET_DEFAULTS.chainId
  if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,49}$/.test(chainId)) {
    throw new Error(`--chain-id is not a valid chain id: "${chainId}"`)
  }
  const providerCount = Number(values.providers ?? 2)
  if (!Number.isInteger(providerCount) || providerCount < 1 || providerCount > 16) {
    throw new Error(`--providers must be an integer from 1 to 16, got "${values.providers}"`)
  }
  const providerPort = port(values['provider-port'], 5001, '--provider-port')
  if (providerPort + providerCount - 1 > 65535) throw new Error('--provider-port is too high')
  const challengeIntervalBlocks = Number(values['challenge-interval'] ?? 30)
  if (!Number.isInteger(challengeIntervalBlocks) || challengeIntervalBlocks < 0) {
    throw new Error(
      `--challenge-interval must be a whole number of blocks, got "${values['challenge-interval']}"`,
    )
  }
  const votingPeriod = values['gov-voting-period']
  if (votingPeriod !== undefined && !/^[1-9]\d{0,8}$/.test(votingPeriod)) {
    throw new Error(`--gov-voting-period must be a whole number of seconds, got "${votingPeriod}"`)
  }
  const unbonding = values['unbonding-time']
  if (unbonding !== undefined && !/^[1-9]\d{0,8}$/.test(unbonding)) {
    throw new Error(`--unbonding-time must be a whole number of seconds, got "${unbonding}"`)
  }
  const nodes = Number(values.nodes ?? 1)
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) {
    throw new Error(`--nodes must be an integer from 1 to 16, got "${values.nodes}"`)
  }
  const restPort = port(values['rest-port'], DEVNET_DEFAULTS.restPort, '--rest-port')
  const rpcPort = port(values['rpc-port'], DEVNET_DEFAULTS.rpcPort, '--rpc-port')
  if (Math.max(restPort, rpcPort) + nodes - 1 > 65535)
    throw new Error('--rest-port or --rpc-port is too high')
  const counterparties = values.counterparties ?? 'all'
  if (counterparties !== 'all' && counterparties !== 'none')
    throw new Error(`--counterparties must be all or none, got "${counterparties}"`)
  const seed = values.seed ?? 'none'
  if (!isSeedName(seed)) throw new Error(`--seed must be one of ${SEEDS.join(', ')}, got "${seed}"`)
  return {
    ...(votingPeriod === undefined ? {} : { govVotingPeriodSeconds: Number(votingPeriod) }),
    ...(unbonding === undefined ? {} : { unbondingSeconds: Number(unbonding) }),
    seed,
    challengeIntervalBlocks,
    providerPorts: Array.from({ length: providerCount }, (_, i) =>
      providerPort === 0 ? 0 : providerPort + i,
    ),
    home: resolve(process.env.INIT_CWD ?? process.cwd(), values.home ?? '.devnet'),
    restPort,
    rpcPort,
    nodes,
    counterparties,
    chainId,
    blockTimeMs,
    genesisFile:
      values.genesis === undefined
        ? undefined
        : resolve(process.env.INIT_CWD ?? process.cwd(), values.genesis),
  }
}
