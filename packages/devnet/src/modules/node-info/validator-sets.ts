import type { ChainNode } from '../../chain/chain-node.ts'
import { grpcError, ok, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { valconsAddress, type ValidatorSet } from '../../rpc/validator-set.ts'

/** The SDK's default page size for the validator set (CometBFT caps a page at 100). */
const DEFAULT_LIMIT = 100

function validatorSetJson(
  height: bigint,
  validators: ValidatorSet,
  query: URLSearchParams,
): { status: number; body: unknown } {
  const all = validators.list()
  const page = parsePageRequest(query)
  const limit = Math.min(page.limit === 0 ? DEFAULT_LIMIT : page.limit, 100)
  return ok({
    block_height: height.toString(),
    validators: all.slice(page.offset, page.offset + limit).map(v => ({
      address: valconsAddress(v.address),
      pub_key: { '@type': '/cosmos.crypto.ed25519.PubKey', key: v.pubKey },
      voting_power: v.power.toString(),
      proposer_priority: '0',
    })),
    pagination: { next_key: null, total: String(all.length) },
  })
}

/**
 * `validatorsets/latest` and `validatorsets/{height}`: CometBFT's validator set with consensus
 * addresses (`gitopiavalcons1…`) and Any-typed keys, as a v6 node's gateway prints it.
 */
export function registerValidatorSetRoutes(
  router: Router,
  node: ChainNode,
  validators: ValidatorSet,
): void {
  const prefix = '/cosmos/base/tendermint/v1beta1/validatorsets'
  router.get(`${prefix}/latest`, ({ query }) =>
    validatorSetJson(node.latest.height, validators, query),
  )
  router.get(`${prefix}/{height}`, ({ params, query }) => {
    const text = params.height ?? ''
    if (!/^-?\d+$/.test(text)) return grpcError(3, `invalid height: ${text}`)
    const height = BigInt(text)
    if (height < 0n) return grpcError(3, 'block height must be greater than or equal to zero')
    if (height > node.latest.height)
      return grpcError(3, 'requested block height is bigger then the chain length')
    return validatorSetJson(height, validators, query)
  })
}
