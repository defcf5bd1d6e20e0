import cosmoshubChain from 'chain-registry/mainnet/cosmoshub/chain'
import osmosisChain from 'chain-registry/mainnet/osmosis/chain'
import { describe, expect, it } from 'vitest'
import {
  chainProviders,
  counterpartyGasPrice,
  feeRefusalOf,
  fixedGasPrice,
  normalizeRegistryJson,
  registryChainSchema,
  type RegistryChain,
} from './index.ts'

const parse = (value: unknown): RegistryChain =>
  registryChainSchema.parse(normalizeRegistryJson(value))

const junoLike = parse({
  chain_name: 'juno',
  chain_id: 'juno-1',
  bech32_prefix: 'juno',
  fees: { fee_tokens: [{ denom: 'ujuno', fixed_min_gas_price: 0.075 }] },
  apis: {
    rest: [
      { address: 'https://rest.one.example', provider: 'One' },
      { address: 'javascript:alert(1)', provider: 'Hostile' },
      { address: 'https://rest.two.example', provider: 'Two' },
      { address: 'https://rest.three.example' },
    ],
    rpc: [
      { address: 'https://rpc.two.example', provider: 'Two' },
      { address: 'https://rpc.one.example', provider: 'One' },
    ],
  },
})

describe('counterparty gas price', () => {
  it('pays the spec’s fixed prices on Osmosis and the Cosmos Hub, not their registry files’', () => {
    const osmosis = parse(osmosisChain)
    const hub = parse(cosmoshubChain)
    expect(counterpartyGasPrice(osmosis)).toEqual({ amount: '0.025', denom: 'uosmo' })
    expect(counterpartyGasPrice(hub)).toEqual({ amount: '0.1', denom: 'uatom' })
    // What the shipped registry files say instead.
    expect(fixedGasPrice(osmosis)).not.toEqual(counterpartyGasPrice(osmosis))
    expect(fixedGasPrice(hub)).not.toEqual(counterpartyGasPrice(hub))
  })

  it('pays the registry file’s price on any other chain', () => {
    expect(counterpartyGasPrice(junoLike)).toEqual({ amount: '0.075', denom: 'ujuno' })
  })
})

describe('feeRefusalOf', () => {
  it('reads what the chain asks for and the lowest price per gas that pays it', () => {
    const refusal = feeRefusalOf(
      'insufficient fees; got: 5000uosmo required: 10000uosmo: insufficient fee',
      200_000n,
    )
    expect(refusal).toEqual({
      required: { denom: 'uosmo', amount: 10_000n },
      gasPrice: { amount: '0.05', denom: 'uosmo' },
    })
  })

  it('rounds the price up, so the fee at that price covers the minimum', () => {
    const refusal = feeRefusalOf('insufficient fees; got: 1uatom required: 10001uatom', 3n)
    expect(refusal?.gasPrice.amount).toBe('3333.666667')
    const fee = (3n * 3_333_666_667n + 999_999n) / 1_000_000n
    expect(fee).toBeGreaterThanOrEqual(10_001n)
  })

  it('is null for any other failure', () => {
    expect(feeRefusalOf('account sequence mismatch, expected 4, got 3', 200_000n)).toBeNull()
    expect(feeRefusalOf('insufficient funds: 5uosmo is smaller than 9uosmo', 200_000n)).toBeNull()
  })
})

describe('chainProviders', () => {
  it('pairs each REST address with the RPC of its provider and drops non-web addresses', () => {
    expect(chainProviders(junoLike)).toEqual([
      {
        name: 'One',
        apiEndpoint: 'https://rest.one.example',
        rpcEndpoint: 'https://rpc.one.example',
      },
      {
        name: 'Two',
        apiEndpoint: 'https://rest.two.example',
        rpcEndpoint: 'https://rpc.two.example',
      },
    ])
  })
})
