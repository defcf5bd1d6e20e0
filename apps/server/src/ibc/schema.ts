import * as z from 'zod'

/** A chain name as the routes take it: the registry's directory names. */
export const CHAIN_NAME = /^[a-z0-9]{1,32}$/

const chainName = z.string().regex(CHAIN_NAME, 'a chain name: 1-32 lowercase letters or digits')
const endpoint = z.looseObject({ address: z.string().min(1) })

/** `chain.json`: the fields clients rely on are checked; the rest is served as it is. */
export const chainFileSchema = z.looseObject({
  chain_name: chainName,
  chain_id: z.string().min(1),
  bech32_prefix: z.string().min(1),
  slip44: z.optional(z.number().int()),
  fees: z.optional(
    z.looseObject({
      fee_tokens: z.array(
        z.looseObject({ denom: z.string().min(1), fixed_min_gas_price: z.optional(z.number()) }),
      ),
    }),
  ),
  apis: z.optional(
    z.looseObject({ rest: z.optional(z.array(endpoint)), rpc: z.optional(z.array(endpoint)) }),
  ),
})

/** `assetlist.json`. */
export const assetListFileSchema = z.looseObject({
  chain_name: chainName,
  assets: z.array(
    z.looseObject({
      base: z.string().min(1),
      symbol: z.string(),
      display: z.optional(z.string()),
      denom_units: z.array(z.looseObject({ denom: z.string().min(1), exponent: z.number().int() })),
    }),
  ),
})

const ibcSide = z.looseObject({
  chain_name: chainName,
  client_id: z.string().min(1),
  connection_id: z.string().min(1),
})
const channelEnd = z.looseObject({ channel_id: z.string().min(1), port_id: z.string().min(1) })

/** `_IBC/<a>-<b>.json`. */
export const ibcFileSchema = z.looseObject({
  chain_1: ibcSide,
  chain_2: ibcSide,
  channels: z.array(z.looseObject({ chain_1: channelEnd, chain_2: channelEnd })),
})

export type ChainFile = z.infer<typeof chainFileSchema>
export type AssetListFile = z.infer<typeof assetListFileSchema>
export type IbcFile = z.infer<typeof ibcFileSchema>
