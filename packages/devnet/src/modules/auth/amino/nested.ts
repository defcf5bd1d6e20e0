import type { Registry } from '@cosmjs/proto-signing'
import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import {
  PercentageDecisionPolicy,
  ThresholdDecisionPolicy,
} from 'cosmjs-types/cosmos/group/v1/types'
import type { AnyDecoder } from './render.ts'

/** What an `Any` inside a Msg may hold besides Msgs: gov contents and group decision policies. */
const NON_MSG_TYPES: Readonly<Record<string, { decode(bytes: Uint8Array): unknown }>> = {
  '/cosmos.gov.v1beta1.TextProposal': TextProposal,
  '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal': CommunityPoolSpendProposal,
  '/cosmos.group.v1.PercentageDecisionPolicy': PercentageDecisionPolicy,
  '/cosmos.group.v1.ThresholdDecisionPolicy': ThresholdDecisionPolicy,
}

/** Decodes nested `Any`s: the node's Msg registry, plus the non-Msg types above. */
export function nestedDecoder(registry: Registry): AnyDecoder {
  return any => NON_MSG_TYPES[any.typeUrl]?.decode(any.value) ?? (registry.decode(any) as unknown)
}
