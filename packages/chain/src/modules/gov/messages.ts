import type { EncodeObject } from '@cosmjs/proto-signing'
import { Decimal } from '@cosmjs/math'
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { NATIVE_TOKEN } from '../../constants.ts'
import type { GovOption } from './queries.ts'

/**
 * x/gov v1beta1 Msgs. cosmjs's default registry and Amino converters know these types
 * (`cosmos-sdk/MsgSubmitProposal`, `cosmos-sdk/MsgDeposit`, `cosmos-sdk/MsgVote`,
 * `cosmos-sdk/MsgVoteWeighted`, content `cosmos-sdk/TextProposal`), so a Ledger signs them.
 */
const OPTION_NUMBERS: Record<GovOption, number> = { YES: 1, ABSTAIN: 2, NO: 3, NO_WITH_VETO: 4 }

const lore = (amount: bigint) => [{ denom: NATIVE_TOKEN.denom, amount: amount.toString() }]

function submitProposalMsg(
  proposer: string,
  content: { typeUrl: string; value: Uint8Array },
  initialDeposit: bigint,
): EncodeObject {
  return {
    typeUrl: '/cosmos.gov.v1beta1.MsgSubmitProposal',
    value: { content, initialDeposit: initialDeposit > 0n ? lore(initialDeposit) : [], proposer },
  }
}

export function submitTextProposalMsg(
  proposer: string,
  title: string,
  description: string,
  initialDeposit: bigint,
): EncodeObject {
  const content = {
    typeUrl: '/cosmos.gov.v1beta1.TextProposal',
    value: TextProposal.encode({ title, description }).finish(),
  }
  return submitProposalMsg(proposer, content, initialDeposit)
}

/** x/gov's module account, the authority of the Msgs a gov v1 proposal runs. */
export const GOV_MODULE_ADDRESS = 'gitopia10d07y265gmmuvt4z0w9aw880jnsr700jy65jes'

/**
 * Pays `amount` ulore from the community pool to `recipient` if the proposal passes: gov v1
 * carrying `MsgCommunityPoolSpend`, since the chain has no legacy handler for a v1beta1 spend
 * content (docs/protocol.md#community-pool-spends). The Msg is packed at signing time.
 */
export function submitPoolSpendProposalMsg(
  proposer: string,
  fields: { title: string; description: string; recipient: string; amount: bigint },
  initialDeposit: bigint,
): EncodeObject {
  const spend = {
    typeUrl: '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend',
    value: {
      authority: GOV_MODULE_ADDRESS,
      recipient: fields.recipient,
      amount: lore(fields.amount),
    },
  }
  return {
    typeUrl: '/cosmos.gov.v1.MsgSubmitProposal',
    value: {
      messages: [spend],
      initialDeposit: initialDeposit > 0n ? lore(initialDeposit) : [],
      proposer,
      metadata: '',
      title: fields.title,
      summary: fields.description,
    },
  }
}

export function govDepositMsg(depositor: string, proposalId: string, amount: bigint): EncodeObject {
  return {
    typeUrl: '/cosmos.gov.v1beta1.MsgDeposit',
    value: { proposalId: BigInt(proposalId), depositor, amount: lore(amount) },
  }
}

export function govVoteMsg(voter: string, proposalId: string, option: GovOption): EncodeObject {
  return {
    typeUrl: '/cosmos.gov.v1beta1.MsgVote',
    value: { proposalId: BigInt(proposalId), voter, option: OPTION_NUMBERS[option] },
  }
}

/** Weights as decimals ("0.7"); v1beta1 carries them as `sdk.Dec` atomics. */
export function govWeightedVoteMsg(
  voter: string,
  proposalId: string,
  options: readonly { option: GovOption; weight: string }[],
): EncodeObject {
  return {
    typeUrl: '/cosmos.gov.v1beta1.MsgVoteWeighted',
    value: {
      proposalId: BigInt(proposalId),
      voter,
      options: options.map(o => ({
        option: OPTION_NUMBERS[o.option],
        weight: Decimal.fromUserInput(o.weight, 18).atomics,
      })),
    },
  }
}
