import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'

/** What a governance proposal's packed content says: its kind, title, text and any payment. */
interface ProposalContent {
  readonly kind: 'text' | 'community pool spend'
  readonly title: string
  readonly description: string
  readonly recipient?: string
  readonly amount?: readonly { readonly denom: string; readonly amount: string }[]
}

/** Decodes the content of a v1beta1 `MsgSubmitProposal` (`{typeUrl, value: bytes}`); null if unknown. */
export function proposalContent(content: unknown): ProposalContent | null {
  if (typeof content !== 'object' || content === null) return null
  const { typeUrl, value } = content as { typeUrl?: unknown; value?: unknown }
  if (!(value instanceof Uint8Array)) return null
  try {
    if (typeUrl === '/cosmos.gov.v1beta1.TextProposal') {
      const { title, description } = TextProposal.decode(value)
      return { kind: 'text', title, description }
    }
    if (typeUrl === '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal') {
      const spend = CommunityPoolSpendProposal.decode(value)
      return {
        kind: 'community pool spend',
        title: spend.title,
        description: spend.description,
        recipient: spend.recipient,
        amount: spend.amount,
      }
    }
  } catch {
    return null
  }
  return null
}
