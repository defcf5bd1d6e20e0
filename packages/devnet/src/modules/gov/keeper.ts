import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { MsgCommunityPoolSpend } from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { moduleAddress } from '../../chain/addresses.ts'
import { normalizeCoins, type Coin } from '../../chain/coins.ts'
import type { EventCollector } from '../../chain/events.ts'
import { byNumericId, Records, RecordsByParent } from '../../state/records.ts'
import type { Store, Table } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import { type StakingKeeper } from '../staking/keeper.ts'
import { accountOfValoper } from '../../chain/addresses.ts'
import { tallyVotes, type TallyCounts, type TallyOutcome, type WeightedOption } from './tally.ts'

/** x/distribution's spend Msg, which a gov v1 proposal carries (authority: the gov account). */
export const POOL_SPEND_MSG = '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend'

export const GOV_ACCOUNT = moduleAddress('gov')
/** What a community-pool spend needs of x/distribution. */
export interface CommunityPool {
  /** Pays `coins` from the pool; false when it holds too little. */
  spendCommunityPool(recipient: string, coins: readonly Coin[]): boolean
}

/** x/gov v1 `Params` (SDK 0.47), durations in seconds. */
export interface GovParams {
  readonly min_deposit: readonly Coin[]
  readonly max_deposit_period: number
  readonly voting_period: number
  readonly quorum: string
  readonly threshold: string
  readonly veto_threshold: string
  readonly min_initial_deposit_ratio: string
  readonly burn_vote_quorum: boolean
  readonly burn_proposal_deposit_prevote: boolean
  readonly burn_vote_veto: boolean
}

/** The SDK's defaults, with a 10 LORE minimum deposit and a 5-minute devnet voting period. */
export const DEFAULT_GOV_PARAMS: GovParams = {
  min_deposit: [{ denom: NATIVE_TOKEN.denom, amount: '10000000' }],
  max_deposit_period: 172_800,
  voting_period: 300,
  quorum: '0.334000000000000000',
  threshold: '0.500000000000000000',
  veto_threshold: '0.334000000000000000',
  min_initial_deposit_ratio: '0.000000000000000000',
  burn_vote_quorum: false,
  burn_proposal_deposit_prevote: false,
  burn_vote_veto: true,
}

export interface StoredAny {
  readonly typeUrl: string
  /** base64 of the packed bytes. */
  readonly value: string
}

export type ProposalStatus =
  | 'PROPOSAL_STATUS_DEPOSIT_PERIOD'
  | 'PROPOSAL_STATUS_VOTING_PERIOD'
  | 'PROPOSAL_STATUS_PASSED'
  | 'PROPOSAL_STATUS_REJECTED'
  | 'PROPOSAL_STATUS_FAILED'

export const PROPOSAL_STATUSES = [
  'PROPOSAL_STATUS_UNSPECIFIED',
  'PROPOSAL_STATUS_DEPOSIT_PERIOD',
  'PROPOSAL_STATUS_VOTING_PERIOD',
  'PROPOSAL_STATUS_PASSED',
  'PROPOSAL_STATUS_REJECTED',
  'PROPOSAL_STATUS_FAILED',
] as const

/** A v1 proposal as stored; `legacy_content` is the v1beta1 content of a MsgExecLegacyContent. */
export interface GovProposal {
  readonly id: string
  readonly messages: readonly StoredAny[]
  readonly legacy_content: StoredAny | null
  readonly status: ProposalStatus
  readonly final_tally_result: TallyCounts
  readonly submit_time: string
  readonly deposit_end_time: string
  readonly total_deposit: readonly Coin[]
  readonly voting_start_time: string | null
  readonly voting_end_time: string | null
  readonly metadata: string
  readonly title: string
  readonly summary: string
  readonly proposer: string
}

export interface GovDeposit {
  readonly proposal_id: string
  readonly depositor: string
  readonly amount: readonly Coin[]
}

export interface GovVote {
  readonly proposal_id: string
  readonly voter: string
  readonly options: readonly WeightedOption[]
  readonly metadata: string
}

export const EMPTY_TALLY: TallyCounts = {
  yes_count: '0',
  abstain_count: '0',
  no_count: '0',
  no_with_veto_count: '0',
}

const coinsGte = (have: readonly Coin[], want: readonly Coin[]) =>
  want.every(w => BigInt(have.find(h => h.denom === w.denom)?.amount ?? '0') >= BigInt(w.amount))

export const addCoins = (a: readonly Coin[], b: readonly Coin[]): Coin[] => {
  const sums = new Map<string, bigint>()
  for (const coin of [...a, ...b])
    sums.set(coin.denom, (sums.get(coin.denom) ?? 0n) + BigInt(coin.amount))
  return normalizeCoins([...sums].map(([denom, amount]) => ({ denom, amount: amount.toString() })))
}

export class GovKeeper {
  readonly proposals: Records<GovProposal>
  /** A proposal's deposits by depositor. */
  readonly deposits: RecordsByParent<GovDeposit>
  /** A proposal's votes by voter. */
  readonly votes: RecordsByParent<GovVote>
  readonly #meta: Table<string>

  constructor(
    store: Store,
    private readonly bank: BankKeeper,
    private readonly staking: StakingKeeper,
    readonly params: GovParams,
    private readonly communityPool: CommunityPool,
  ) {
    this.proposals = new Records(store.table('gov/proposals'), proposal => proposal.id, byNumericId)
    this.deposits = new RecordsByParent(
      store.table('gov/deposits'),
      deposit => deposit.proposal_id,
      deposit => deposit.depositor,
    )
    this.votes = new RecordsByParent(
      store.table('gov/votes'),
      vote => vote.proposal_id,
      vote => vote.voter,
    )
    this.#meta = store.table('gov/meta')
  }

  nextProposalId(): string {
    const next = BigInt(this.#meta.get('proposal_id') ?? '0') + 1n
    this.#meta.set('proposal_id', next.toString())
    return next.toString()
  }

  /** The proposal of an id a client sent: none when it is not a decimal number. */
  proposal(id: string): GovProposal | undefined {
    return /^\d{1,20}$/.test(id) ? this.proposals.get(id) : undefined
  }

  /** `AddDeposit`: moves coins to the gov account; the minimum deposit opens voting. */
  addDeposit(
    proposal: GovProposal,
    depositor: string,
    amount: readonly Coin[],
    time: Date,
    events: EventCollector,
  ): GovProposal {
    this.bank.send(depositor, GOV_ACCOUNT, amount, events)
    const previous = this.deposits.get(proposal.id, depositor)?.amount ?? []
    this.deposits.save({
      proposal_id: proposal.id,
      depositor,
      amount: addCoins(previous, amount),
    })
    let next: GovProposal = { ...proposal, total_deposit: addCoins(proposal.total_deposit, amount) }
    events.emit('proposal_deposit', {
      amount: amount.map(c => `${c.amount}${c.denom}`).join(','),
      proposal_id: proposal.id,
    })
    if (
      next.status === 'PROPOSAL_STATUS_DEPOSIT_PERIOD' &&
      coinsGte(next.total_deposit, this.params.min_deposit)
    ) {
      const end = new Date(time.getTime() + this.params.voting_period * 1000)
      next = {
        ...next,
        status: 'PROPOSAL_STATUS_VOTING_PERIOD',
        voting_start_time: time.toISOString(),
        voting_end_time: end.toISOString(),
      }
      events.emit('proposal_deposit', { voting_period_start: proposal.id })
    }
    this.proposals.save(next)
    return next
  }

  /** Tally of the current votes with bonded stake (validators' votes inherited by delegators). */
  tally(id: string): TallyOutcome {
    const p = this.params
    return tallyVotes({
      validators: this.staking.bondedValidators().map(v => ({
        operator: v.operator_address,
        account: accountOfValoper(v.operator_address),
        tokens: BigInt(v.tokens),
      })),
      delegations: this.staking
        .bondedValidators()
        .flatMap(v => this.staking.delegations.ofValidator(v.operator_address))
        .map(d => ({
          delegator: d.delegator_address,
          validator: d.validator_address,
          shares: BigInt(d.shares),
        })),
      votes: this.votes.of(id),
      params: {
        quorum: p.quorum,
        threshold: p.threshold,
        vetoThreshold: p.veto_threshold,
        burnVoteQuorum: p.burn_vote_quorum,
        burnVoteVeto: p.burn_vote_veto,
      },
    })
  }

  /** Refunds or burns a proposal's deposits, then deletes them (`RefundAndDeleteDeposits`). */
  settleDeposits(id: string, burn: boolean): void {
    for (const deposit of this.deposits.of(id)) {
      if (burn) this.bank.burn(GOV_ACCOUNT, deposit.amount)
      else this.bank.send(GOV_ACCOUNT, deposit.depositor, deposit.amount)
      this.deposits.delete(id, deposit.depositor)
    }
  }

  /**
   * Runs a passed proposal's Msgs (a community-pool spend is the only one that changes state
   * here); false when one fails, and then none has run.
   */
  runContent(proposal: GovProposal): boolean {
    // Several spends in one proposal are rare; each pays only what the pool still holds.
    return proposal.messages
      .filter(any => any.typeUrl === POOL_SPEND_MSG)
      .map(any => MsgCommunityPoolSpend.decode(Buffer.from(any.value, 'base64')))
      .every(spend => this.communityPool.spendCommunityPool(spend.recipient, spend.amount))
  }

  deleteVotes(id: string): void {
    for (const vote of this.votes.of(id)) this.votes.delete(id, vote.voter)
  }

  deleteProposal(id: string): void {
    this.proposals.delete(id)
  }
}
