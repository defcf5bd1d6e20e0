import { createGovAminoConverters, type AminoConverters } from '@cosmjs/stargate'
import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'

/**
 * x/gov v1beta1 `MsgSubmitProposal` in Amino JSON for every content the client submits. cosmjs
 * knows only `cosmos-sdk/TextProposal`; a community-pool spend is registered by x/distribution
 * as `cosmos-sdk/CommunityPoolSpendProposal` (its coins are non-nullable, so always present).
 */
type Json = Record<string, unknown>
interface Coin {
  readonly denom: string
  readonly amount: string
}

const SUBMIT = '/cosmos.gov.v1beta1.MsgSubmitProposal'
const POOL_SPEND_URL = '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal'
const POOL_SPEND_AMINO = 'cosmos-sdk/CommunityPoolSpendProposal'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const coins = (value: unknown): Coin[] =>
  ((value ?? []) as Coin[]).map(c => ({ denom: c.denom, amount: c.amount }))

export function govAminoConverters(): AminoConverters {
  const textProposal = createGovAminoConverters()[SUBMIT]
  if (!textProposal || typeof textProposal === 'string')
    throw new Error('cosmjs has no gov MsgSubmitProposal')
  return {
    [SUBMIT]: {
      aminoType: textProposal.aminoType,
      toAmino: (m: Json) => {
        const content = m.content as { typeUrl?: string; value?: Uint8Array } | undefined
        if (content?.typeUrl !== POOL_SPEND_URL || !content.value)
          return textProposal.toAmino(m) as Json
        const spend = CommunityPoolSpendProposal.decode(content.value)
        return {
          initial_deposit: coins(m.initialDeposit),
          proposer: m.proposer,
          content: {
            type: POOL_SPEND_AMINO,
            // Empty strings are omitted (omitempty), the coins never are.
            value: Object.fromEntries(
              Object.entries({
                title: spend.title,
                description: spend.description,
                recipient: spend.recipient,
                amount: coins(spend.amount),
              }).filter(([, v]) => v !== ''),
            ),
          },
        }
      },
      fromAmino: (a: Json) => {
        const content = a.content as { type?: string; value?: Json } | undefined
        if (content?.type !== POOL_SPEND_AMINO) return textProposal.fromAmino(a) as Json
        const value = content.value ?? {}
        return {
          initialDeposit: coins(a.initial_deposit),
          proposer: a.proposer,
          content: {
            typeUrl: POOL_SPEND_URL,
            value: CommunityPoolSpendProposal.encode({
              title: text(value.title),
              description: text(value.description),
              recipient: text(value.recipient),
              amount: coins(value.amount),
            }).finish(),
          },
        }
      },
    },
  }
}
