import { toBase64 } from '@cosmjs/encoding'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { ContinuousVestingAccount } from 'cosmjs-types/cosmos/vesting/v1beta1/vesting'
import { describe, expect, it, vi } from 'vitest'
import { broadcastAndWait } from './broadcast.ts'
import { chainIdOf, cometCall, findTx } from './comet.ts'
import { TxFailedError } from './errors.ts'
import { accountSequence, msgResponsesOf, simulateTx } from './queries.ts'

type Answers = Record<string, (params: Record<string, unknown>) => unknown>

/** An RpcClient whose node answers from `answers`, recording the calls. */
function fakeNode(answers: Answers) {
  const calls: { method: string; params: Record<string, unknown> }[] = []
  const client: RpcClient = {
    execute: request => {
      const params = request.params as Record<string, unknown>
      calls.push({ method: request.method, params })
      const answer = answers[request.method]
      if (!answer) return Promise.reject(new Error(`no ${request.method}`))
      return Promise.resolve({ jsonrpc: '2.0', id: request.id, result: answer(params) })
    },
    disconnect: () => undefined,
  }
  return { call: cometCall(client), calls }
}

const abci = (value: Uint8Array) => () => ({
  response: { code: 0, value: toBase64(value), height: '12' },
})
const HASH = 'AB'.repeat(32)

describe('CometBFT reads of the pipeline', () => {
  it('reads the chain id and refuses an empty one', async () => {
    expect(
      await chainIdOf(fakeNode({ status: () => ({ node_info: { network: 'gitopia' } }) }).call),
    ).toBe('gitopia')
    await expect(
      chainIdOf(fakeNode({ status: () => ({ node_info: { network: '' } }) }).call),
    ).rejects.toThrow('Chain ID must not be empty')
  })

  it('reads account number and sequence, also inside a vesting account', async () => {
    const base = BaseAccount.fromPartial({ address: 'a', accountNumber: 9n, sequence: 4n })
    const plain = QueryAccountResponse.encode({
      account: {
        typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
        value: BaseAccount.encode(base).finish(),
      },
    }).finish()
    const node = fakeNode({ abci_query: abci(plain) })
    expect(await accountSequence(node.call, 'a')).toEqual({ accountNumber: 9n, sequence: 4 })
    expect(node.calls[0]?.params).toMatchObject({
      path: '/cosmos.auth.v1beta1.Query/Account',
      prove: false,
    })
    const vesting = QueryAccountResponse.encode({
      account: {
        typeUrl: '/cosmos.vesting.v1beta1.ContinuousVestingAccount',
        value: ContinuousVestingAccount.encode(
          ContinuousVestingAccount.fromPartial({ baseVestingAccount: { baseAccount: base } }),
        ).finish(),
      },
    }).finish()
    expect(await accountSequence(fakeNode({ abci_query: abci(vesting) }).call, 'a')).toEqual({
      accountNumber: 9n,
      sequence: 4,
    })
  })

  it('says an unknown account does not exist, and reports other query failures as the node wrote them', async () => {
    const missing = fakeNode({
      abci_query: () => ({
        response: {
          code: 22,
          log: 'rpc error: code = NotFound desc = account gitopia1x not found',
        },
      }),
    })
    await expect(accountSequence(missing.call, 'gitopia1x')).rejects.toThrow(
      "Account 'gitopia1x' does not exist on chain",
    )
    const failing = fakeNode({
      abci_query: () => ({ response: { code: 6, log: 'rpc error: code = Unknown desc = boom' } }),
    })
    await expect(simulateTx(failing.call, new Uint8Array([1]))).rejects.toThrow(
      'Query failed with (6): rpc error: code = Unknown desc = boom',
    )
  })

  it('decodes the gas a simulation used and the Msg responses of a block result', async () => {
    const simulated = SimulateResponse.encode(
      SimulateResponse.fromPartial({
        gasInfo: { gasWanted: 1n, gasUsed: 123_456n },
        result: { log: 'x' },
      }),
    ).finish()
    const node = fakeNode({ abci_query: abci(simulated) })
    expect(await simulateTx(node.call, new Uint8Array([7, 7]))).toBe(123_456n)
    expect(node.calls[0]?.params.path).toBe('/cosmos.tx.v1beta1.Service/Simulate')
    // SimulateRequest{tx_bytes: 0x0707}
    expect(node.calls[0]?.params.data).toBe('12020707')
    const data = TxMsgData.encode({
      data: [],
      msgResponses: [{ typeUrl: '/a.MsgXResponse', value: new Uint8Array([1, 2]) }],
    }).finish()
    expect(msgResponsesOf(data)).toEqual([
      { typeUrl: '/a.MsgXResponse', value: new Uint8Array([1, 2]) },
    ])
    await expect(
      simulateTx(fakeNode({ abci_query: abci(new Uint8Array()) }).call, new Uint8Array()),
    ).rejects.toThrow('no gas info')
  })

  it('a CheckTx refusal throws with code, codespace and log; an accepted tx is waited for', async () => {
    const refused = fakeNode({
      broadcast_tx_sync: () => ({
        code: 13,
        codespace: 'sdk',
        log: 'insufficient fee',
        hash: HASH,
      }),
    })
    const error = await broadcastAndWait(refused.call, new Uint8Array([1]), 1).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TxFailedError)
    expect(error).toMatchObject({ code: 13, codespace: 'sdk', rawLog: 'insufficient fee' })

    let searches = 0
    const node = fakeNode({
      broadcast_tx_sync: () => ({ code: 0, log: '', hash: HASH.toLowerCase() }),
      tx_search: () =>
        ++searches < 3
          ? { txs: [], total_count: '0' }
          : {
              txs: [
                {
                  hash: HASH,
                  height: '41',
                  index: 0,
                  tx: 'AA==',
                  tx_result: {
                    code: 0,
                    log: '',
                    gas_wanted: '200000',
                    gas_used: '81234',
                    events: [
                      {
                        type: 'message',
                        attributes: [{ key: 'action', value: 'send', index: true }],
                      },
                    ],
                  },
                },
              ],
              total_count: '1',
            },
    })
    const included = await broadcastAndWait(node.call, new Uint8Array([1]), 1)
    expect(included).toMatchObject({
      hash: HASH,
      height: 41,
      code: 0,
      gasUsed: 81234n,
      gasWanted: 200000n,
    })
    expect(included.events).toEqual([
      { type: 'message', attributes: [{ key: 'action', value: 'send' }] },
    ])
    expect(node.calls.filter(c => c.method === 'tx_search')).toHaveLength(3)
    expect(node.calls[1]?.params.query).toBe(`tx.hash='${HASH}'`)
  })

  it('looks for a broadcast tx after 150 and 300 ms, then at the steady interval', async () => {
    vi.useFakeTimers()
    try {
      const start = Date.now()
      const lookedAt: number[] = []
      const node = fakeNode({
        broadcast_tx_sync: () => ({ code: 0, log: '', hash: HASH }),
        tx_search: () => {
          lookedAt.push(Date.now() - start)
          return lookedAt.length < 4
            ? { txs: [], total_count: '0' }
            : {
                txs: [
                  {
                    hash: HASH,
                    height: '7',
                    index: 0,
                    tx: 'AA==',
                    tx_result: { code: 0, log: '', gas_wanted: '1', gas_used: '1', events: [] },
                  },
                ],
                total_count: '1',
              }
        },
      })
      const included = broadcastAndWait(node.call, new Uint8Array([1]), 500)
      await vi.advanceTimersByTimeAsync(2_000)
      await expect(included).resolves.toMatchObject({ height: 7 })
      expect(lookedAt).toEqual([150, 450, 950, 1450])
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads nothing it cannot check: a malformed answer fails', async () => {
    await expect(
      findTx(fakeNode({ tx_search: () => ({ txs: 'no' }) }).call, HASH),
    ).rejects.toThrow()
  })
})
