import { fromBase64, toHex } from '@cosmjs/encoding'
import type { ChainApp } from '../../chain/app.ts'
import type { ChainNode } from '../../chain/chain-node.ts'
import type { ChainModule } from '../../chain/module.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { abciQuery } from '../../rpc/methods.ts'

/**
 * `base/node/v1beta1/config` (the node's minimum gas price) and the tendermint service's
 * `abci_query`, which answers what CometBFT's `abci_query` answers.
 */
export function registerNodeServiceRoutes(
  router: Router,
  options: {
    app: ChainApp
    node: ChainNode
    modules: readonly ChainModule[]
    minGasPrice: number
  },
): void {
  router.get('/cosmos/base/node/v1beta1/config', () =>
    ok({ minimum_gas_price: `${options.minGasPrice.toFixed(18)}ulore` }),
  )
  router.get('/cosmos/base/tendermint/v1beta1/abci_query', ({ query }) => {
    const path = query.get('path') ?? ''
    if (!path) return grpcError(3, 'empty query path')
    let data: Uint8Array
    try {
      data = fromBase64(query.get('data') ?? '')
    } catch {
      return grpcError(3, 'data must be base64')
    }
    const { response } = abciQuery(options.app, options.node, options.modules, {
      path,
      data: toHex(data),
    })
    return ok({
      code: response.code,
      log: response.log,
      info: response.info,
      index: response.index,
      key: response.key,
      value: response.value,
      proof_ops: response.proofOps,
      height: response.height,
      codespace: response.codespace,
    })
  })
}
