import { describe, expect, it } from 'vitest'
import { chainIdVersion } from './chain-id.ts'
import {
  ATOM,
  BALANCE_THRESHOLD_ULORE,
  COIN_TYPE,
  HD_PATH,
  HD_PATH_PREFIX,
  LORE,
  NATIVE_TOKEN_NAME,
  OSMO,
  SECONDARY_CHAIN_GAS_PRICES,
  STORAGE_KEYS,
} from './constants.ts'
import { multiplyCeil, parseDecimal } from './decimal.ts'
import {
  feeForGas,
  gasLimitFromSimulation,
  gasPriceForStep,
  ibcTimeoutHeight,
  needsAllowanceCheck,
} from './fees.ts'

describe('gas and fees', () => {
  it.each([
    [100_000, 180_000n],
    [7n, 13n], // 12.6 → 13
  ])('multiplies simulated gas %s by 1.8, rounding up: %s', (simulated, limit) => {
    expect(gasLimitFromSimulation(simulated)).toBe(limit)
  })

  it('prices gas at 0.001ulore by default, rounding the fee up', () => {
    expect(feeForGas(180_000n)).toEqual({
      amount: [{ denom: 'ulore', amount: '180' }],
      gas: '180000',
    })
    expect(feeForGas(1_001n).amount[0]?.amount).toBe('2')
  })

  it('offers the low, average and high steps', () => {
    expect(gasPriceForStep('default')).toEqual({ amount: '0.001', denom: 'ulore' })
    expect(feeForGas(100_000n, gasPriceForStep('low')).amount[0]?.amount).toBe('120')
    expect(feeForGas(100_000n, gasPriceForStep('average')).amount[0]?.amount).toBe('160')
    expect(feeForGas(100_000n, gasPriceForStep('high')).amount[0]?.amount).toBe('240')
  })

  it('uses fixed gas prices on the counterparty chains', () => {
    expect(feeForGas(200_000n, SECONDARY_CHAIN_GAS_PRICES.osmosis).amount[0]).toEqual({
      denom: 'uosmo',
      amount: '5000',
    })
    expect(feeForGas(200_000n, SECONDARY_CHAIN_GAS_PRICES.cosmoshub).amount[0]).toEqual({
      denom: 'uatom',
      amount: '20000',
    })
  })

  it('checks the allowance at or below 500 ulore', () => {
    expect(BALANCE_THRESHOLD_ULORE).toBe(500n)
    expect(needsAllowanceCheck(500n)).toBe(true)
    expect(needsAllowanceCheck(0n)).toBe(true)
    expect(needsAllowanceCheck(501n)).toBe(false)
  })
})

describe('chain id version and IBC timeout', () => {
  it.each([
    ['gitopia', 0],
    ['gitopia-janus-testnet-2', 2],
    ['osmosis-1', 1],
    ['cosmoshub-4', 4],
    ['gitopia-devnet-12', 12],
    ['chain-v2', 0],
  ])('%s has version %i', (chainId, version) => {
    expect(chainIdVersion(chainId)).toBe(version)
  })

  it('times out 150 blocks after the counterparty height, at its revision', () => {
    expect(ibcTimeoutHeight('osmosis-1', 1000n)).toEqual({
      revisionNumber: 1n,
      revisionHeight: 1150n,
    })
    expect(ibcTimeoutHeight('gitopia', 7n)).toEqual({ revisionNumber: 0n, revisionHeight: 157n })
  })
})

describe('decimal helpers', () => {
  it('parses literals exactly and rejects garbage', () => {
    expect(parseDecimal('0.0016')).toEqual({ units: 16n, scale: 4 })
    expect(() => parseDecimal('1e-3')).toThrow('Not a decimal number')
    expect(multiplyCeil(3n, '0.5')).toBe(2n)
  })
})

describe('constants', () => {
  it('describes the tokens with 6 decimals and coin type 118', () => {
    expect([LORE, OSMO, ATOM].map(t => [t.denom, t.displayDenom, t.decimals])).toEqual([
      ['ulore', 'LORE', 6],
      ['uosmo', 'OSMO', 6],
      ['uatom', 'ATOM', 6],
    ])
    expect(NATIVE_TOKEN_NAME).toBe('lore')
    expect(COIN_TYPE).toBe(118)
  })

  it('derives the account path from the HD prefix and coin type', () => {
    expect(HD_PATH).toBe(`${HD_PATH_PREFIX}0`)
    expect(HD_PATH_PREFIX).toContain(`/${COIN_TYPE}'/`)
  })

  it('keeps the local-storage keys of the spec', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'providerInfo',
      'storageProviderInfo',
      'workingEndpoints',
    ])
  })
})
