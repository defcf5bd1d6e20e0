import { coinsOf, formatCoins } from './coins.ts'

export interface MsgSummary {
  /** "Send", "Create issue", … from the type URL. */
  readonly title: string
  /** One plain sentence when this Msg is well known, else null. */
  readonly sentence: string | null
}

/** `/gitopia.gitopia.gitopia.MsgCreateIssue` → `Create issue`. */
export function msgTitle(typeUrl: string): string {
  const name = typeUrl.split('.').pop() ?? typeUrl
  const words = name
    .replace(/^Msg/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : typeUrl
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

const OPTION_WORDS: Record<string, string> = {
  VOTE_OPTION_YES: 'Yes',
  VOTE_OPTION_NO: 'No',
  VOTE_OPTION_ABSTAIN: 'Abstain',
  VOTE_OPTION_NO_WITH_VETO: 'No with veto',
}
const optionWords = (value: unknown) => OPTION_WORDS[text(value)] ?? text(value)

/** Plain words for the Msgs people meet most; everything else is shown by its fields. */
export function summarizeMsg(
  typeUrl: string,
  value: Readonly<Record<string, unknown>>,
): MsgSummary {
  const title = msgTitle(typeUrl)
  switch (typeUrl) {
    case '/cosmos.bank.v1beta1.MsgSend':
      return {
        title,
        sentence: `${text(value.from_address)} sent ${formatCoins(coinsOf(value.amount) ?? [])} to ${text(value.to_address)}`,
      }
    case '/cosmos.staking.v1beta1.MsgDelegate':
      return {
        title,
        sentence: `${text(value.delegator_address)} staked ${formatCoins(coinsOf([value.amount]) ?? [])} with ${text(value.validator_address)}`,
      }
    case '/cosmos.staking.v1beta1.MsgUndelegate':
      return {
        title,
        sentence: `${text(value.delegator_address)} unstaked ${formatCoins(coinsOf([value.amount]) ?? [])} from ${text(value.validator_address)}`,
      }
    case '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward':
      return {
        title,
        sentence: `${text(value.delegator_address)} claimed staking rewards from ${text(value.validator_address)}`,
      }
    case '/gitopia.gitopia.gitopia.MsgCreateUser':
      return {
        title,
        sentence: `${text(value.creator)} registered the username ${text(value.username)}`,
      }
    case '/gitopia.gitopia.gitopia.MsgCreateRepository':
      return { title, sentence: `Created repository ${text(value.name)}` }
    case '/gitopia.gitopia.gitopia.MsgCreateIssue':
      return { title, sentence: `Opened issue “${text(value.title)}”` }
    case '/gitopia.gitopia.gitopia.MsgCreatePullRequest':
      return { title, sentence: `Opened pull request “${text(value.title)}”` }
    case '/cosmos.gov.v1beta1.MsgVote':
    case '/cosmos.gov.v1.MsgVote':
    case '/cosmos.group.v1.MsgVote':
      return {
        title,
        sentence: `${text(value.voter)} voted ${optionWords(value.option)} on ${typeUrl.includes('group') ? 'DAO ' : ''}proposal #${text(value.proposal_id)}${text(value.exec) === 'EXEC_TRY' ? ', executing it if it passes' : ''}`,
      }
    case '/cosmos.gov.v1beta1.MsgVoteWeighted':
    case '/cosmos.gov.v1.MsgVoteWeighted':
      return {
        title,
        sentence: `${text(value.voter)} split their vote on proposal #${text(value.proposal_id)}`,
      }
    case '/cosmos.gov.v1beta1.MsgDeposit':
    case '/cosmos.gov.v1.MsgDeposit':
      return {
        title,
        sentence: `${text(value.depositor)} deposited ${formatCoins(coinsOf(value.amount) ?? [])} on proposal #${text(value.proposal_id)}`,
      }
    case '/cosmos.gov.v1beta1.MsgSubmitProposal':
    case '/cosmos.gov.v1.MsgSubmitProposal':
      return { title, sentence: `${text(value.proposer)} submitted a governance proposal` }
    case '/cosmos.group.v1.MsgSubmitProposal':
      return { title, sentence: `Proposed “${text(value.title)}” to a DAO` }
    case '/cosmos.group.v1.MsgExec':
      return {
        title,
        sentence: `${text(value.executor)} executed DAO proposal #${text(value.proposal_id)}`,
      }
    case '/cosmos.group.v1.MsgWithdrawProposal':
      return {
        title,
        sentence: `${text(value.address)} withdrew DAO proposal #${text(value.proposal_id)}`,
      }
    case '/gitopia.gitopia.gitopia.MsgCreateDao':
      return { title, sentence: `Created the DAO ${text(value.name)}` }
    default:
      return { title, sentence: null }
  }
}
