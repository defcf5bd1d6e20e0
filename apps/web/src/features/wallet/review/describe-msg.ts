import { formatCoin, shortenAddress, TOKENS } from '@gitopia-client/chain'
import { createDao, daoConfig, daoMetadata, votingRules } from './describe-group.ts'
import { proposalContent } from './proposal-content.ts'

/**
 * What a Msg does, in one plain sentence for the review sheet ("Send 1.5 LORE to gitopia1…").
 * Works on the `{typeUrl, value}` objects the app builds (camelCase fields); a Msg it does not
 * know is named by its type URL, and the raw JSON is always one click away.
 */
export interface MsgLike {
  readonly typeUrl: string
  readonly value: unknown
}

export interface DescribeContext {
  /**
   * The username or DAO name the chain gives an address (the review sheet reads those of the
   * repository owners and DAOs a Msg names); shown with the shortened address beside it.
   */
  readonly nameOf?: (address: string) => string | undefined
  /** The owner address and name of a repository a Msg names by number, as the chain has them. */
  readonly repositoryOf?: (id: string) => { owner: string; name: string } | undefined
}

type Fields = Readonly<Record<string, unknown>>
type Describer = (value: Fields, context: Required<DescribeContext>) => string

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : ''

const quoted = (value: unknown) => `“${text(value)}”`

function coinText(coin: unknown): string {
  if (typeof coin !== 'object' || coin === null) return '?'
  const { denom, amount } = coin as { denom?: unknown; amount?: unknown }
  const units = text(amount)
  if (!/^\d+$/.test(units)) return `${units} ${text(denom)}`
  const token = TOKENS.find(candidate => candidate.denom === denom)
  return token ? formatCoin(BigInt(units), token) : `${units} ${text(denom)}`
}

/** Coins in display units when the token is known (`1.5 LORE`), else in the minimal unit. */
export const coins = (value: unknown): string =>
  Array.isArray(value) && value.length > 0 ? value.map(coinText).join(' + ') : 'nothing'

const list = (value: unknown): string =>
  Array.isArray(value) ? value.map(item => text(item)).join(', ') : ''

const numbered = (value: unknown): string =>
  Array.isArray(value) ? value.map(id => `#${text(id)}`).join(', ') : ''

/** The chain's name for an address, if it has one other than the address. */
function nameFor(address: string, context: Required<DescribeContext>): string | undefined {
  const name = context.nameOf(address)
  return name && name !== address ? name : undefined
}

/** `alice (gitopia1zypdnc2c...c6jh4n)` when the chain names the address, else the address. */
function who(value: unknown, context: Required<DescribeContext>): string {
  const address = text(value)
  const name = nameFor(address, context)
  return name ? `${name} (${shortenAddress(address)})` : address
}

/**
 * `{id, name}` → `alice/hello-world (gitopia1zypdnc2c...c6jh4n)`, the owner's name as the chain
 * resolves it beside its address (the address alone until then); a numeric id → `repository #7`.
 */
function repository(value: unknown, context: Required<DescribeContext>): string {
  if (typeof value === 'object' && value !== null) {
    const { id, name } = value as { id?: unknown; name?: unknown }
    const owner = text(id)
    const ownerName = nameFor(owner, context)
    return ownerName
      ? `${ownerName}/${text(name)} (${shortenAddress(owner)})`
      : `${owner}/${text(name)}`
  }
  const known = context.repositoryOf(text(value))
  return known
    ? repository({ id: known.owner, name: known.name }, context)
    : `repository #${text(value)}`
}

/**
 * A release's files as the Msg records them (a JSON string): each name with its size and the full
 * SHA-256 the chain will keep, so the signer sees what downloads will be checked against.
 */
function files(value: unknown): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text(value) || '[]')
  } catch {
    return ' (files unreadable)'
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return ', no files'
  const one = (file: unknown) => {
    const { name, size, sha } = (typeof file === 'object' && file !== null ? file : {}) as Fields
    return `${quoted(name)} (${text(size)} bytes, SHA-256 ${text(sha)})`
  }
  return `, files: ${parsed.map(one).join('; ')}`
}

const VOTE_OPTIONS: Record<string, string> = {
  '1': 'YES',
  '2': 'ABSTAIN',
  '3': 'NO',
  '4': 'NO WITH VETO',
  VOTE_OPTION_YES: 'YES',
  VOTE_OPTION_ABSTAIN: 'ABSTAIN',
  VOTE_OPTION_NO: 'NO',
  VOTE_OPTION_NO_WITH_VETO: 'NO WITH VETO',
}
const vote = (option: unknown) => VOTE_OPTIONS[text(option)] ?? `option ${text(option)}`

/** `sdk.Dec` atomics (18 decimals) or a decimal string → a percentage. */
function percent(weight: unknown): string {
  const raw = text(weight)
  const share = raw.includes('.') ? Number(raw) : Number(raw) / 1e18
  return Number.isFinite(share) ? `${Math.round(share * 1000) / 10}%` : raw
}

function weightedVote(value: Fields): string {
  const options = Array.isArray(value.options) ? (value.options as Fields[]) : []
  const parts = options.map(option => `${percent(option.weight)} ${vote(option.option)}`)
  return `Vote ${parts.join(', ')} on proposal #${text(value.proposalId)}`
}

const thread = (value: Fields, context: Required<DescribeContext>, iid: unknown = value.iid) =>
  `#${text(iid)} in ${repository(value.repositoryId, context)}`

const commentParent = (value: Fields) =>
  text(value.parent) === '2' ? 'pull request' : text(value.parent) === '1' ? 'issue' : 'item'

const onComment = (value: Fields, context: Required<DescribeContext>) =>
  `comment #${text(value.commentIid)} on ${commentParent(value)} ${thread(value, context, value.parentIid)}`

const people = (value: unknown, context: Required<DescribeContext>): string =>
  Array.isArray(value) ? value.map(address => who(address, context)).join(', ') : ''

/** What the author of a new issue or pull request chose besides its title: `, with labels #1, …`. */
function chosen(value: Fields, context: Required<DescribeContext>): string {
  const parts: string[] = []
  const filled = (field: unknown) => Array.isArray(field) && field.length > 0
  if (filled(value.labelIds)) parts.push(`labels ${numbered(value.labelIds)}`)
  if (filled(value.assignees)) parts.push(`assignees ${people(value.assignees, context)}`)
  if (filled(value.reviewers)) parts.push(`reviewers ${people(value.reviewers, context)}`)
  if (filled(value.issueIids)) parts.push(`linked issues ${numbered(value.issueIids)}`)
  return parts.length > 0 ? `, with ${parts.join('; ')}` : ''
}

const date = (seconds: unknown) => {
  const value = Number(text(seconds))
  return Number.isFinite(value) && value > 0
    ? new Date(value * 1000).toISOString().slice(0, 10)
    : 'no date'
}

const GITOPIA: Record<string, Describer> = {
  MsgCreateUser: v => `Register the username ${text(v.username)}`,
  MsgUpdateUserUsername: v => `Change your username to ${text(v.username)}`,
  MsgUpdateUserName: v => `Change your display name to ${quoted(v.name)}`,
  MsgUpdateUserBio: () => 'Change your bio',
  MsgUpdateUserAvatar: v => `Change your avatar to ${text(v.url)}`,
  MsgCreateRepository: (v, c) =>
    `Create repository ${repository({ id: v.owner, name: v.name }, c)}`,
  MsgForkRepository: (v, c) =>
    `Fork ${repository(v.repositoryId, c)} as ${repository({ id: v.owner, name: text(v.forkRepositoryName) || (v.repositoryId as Fields | undefined)?.name }, c)}`,
  MsgRenameRepository: (v, c) => `Rename ${repository(v.repositoryId, c)} to ${text(v.name)}`,
  MsgUpdateRepositoryDescription: (v, c) =>
    `Change the description of ${repository(v.repositoryId, c)}`,
  MsgSetDefaultBranch: (v, c) =>
    `Make ${text(v.branch)} the default branch of ${repository(v.repositoryId, c)}`,
  MsgToggleRepositoryForking: (v, c) =>
    `Turn forking on or off for ${repository(v.repositoryId, c)}`,
  MsgUpdateUserPinnedRepositories: (v, c) =>
    `Pin ${repository(v.repositoryId, c)} to your profile (pins cannot be removed)`,
  MsgToggleRepositoryArchived: (v, c) =>
    `Archive ${repository(v.repositoryId, c)}, or un-archive it if it is archived`,
  MsgChangeOwner: (v, c) => `Transfer ${repository(v.repositoryId, c)} to ${who(v.owner, c)}`,
  MsgDeleteRepository: (v, c) => `Delete repository ${repository(v.repositoryId, c)}`,
  MsgDaoDeleteRepository: (v, c) => `Delete repository ${repository(v.repositoryId, c)}`,
  MsgUpdateRepositoryCollaborator: (v, c) =>
    `Give ${who(v.user, c)} ${text(v.role)} access to ${repository(v.repositoryId, c)}`,
  MsgUpdateDaoRepositoryCollaborator: (v, c) =>
    `Give ${who(v.user, c)} ${text(v.role)} access to ${repository(v.repositoryId, c)}`,
  MsgRemoveRepositoryCollaborator: (v, c) =>
    `Remove ${who(v.user, c)} from ${repository(v.repositoryId, c)}`,
  MsgRemoveDaoRepositoryCollaborator: (v, c) =>
    `Remove ${who(v.user, c)} from ${repository(v.repositoryId, c)}`,
  MsgSetTag: (v, c) => {
    const tag = (v.tag ?? {}) as Fields
    return `Point tag ${text(tag.name)} at ${text(tag.sha).slice(0, 7)} in ${repository(v.repositoryId, c)}`
  },
  MsgDeleteBranch: (v, c) => `Delete branch ${text(v.branch)} in ${repository(v.repositoryId, c)}`,
  MsgDeleteTag: (v, c) => `Delete tag ${text(v.tag)} in ${repository(v.repositoryId, c)}`,
  MsgToggleForcePush: (v, c) =>
    `Turn force pushes to branch ${text(v.branchName)} on or off in ${repository(v.repositoryId, c)}`,
  MsgToggleArweaveBackup: (v, c) =>
    `Turn Arweave backups on or off for ${repository(v.repositoryId, c)}`,
  MsgCreateRelease: (v, c) =>
    `Publish release ${text(v.tagName)} ${quoted(v.name)} in ${repository(v.repositoryId, c)}${files(v.attachments)}`,
  MsgDaoCreateRelease: (v, c) =>
    `Publish release ${text(v.tagName)} ${quoted(v.name)} in ${repository(v.repositoryId, c)}${files(v.attachments)}`,
  MsgUpdateRelease: v =>
    `Edit release #${text(v.id)} (${text(v.tagName)} ${quoted(v.name)})${files(v.attachments)}`,
  MsgDeleteRelease: v => `Delete release #${text(v.id)}`,
  MsgCreateIssue: (v, c) => {
    const bounty = Array.isArray(v.bountyAmount) && v.bountyAmount.length > 0
    return `Open issue ${quoted(v.title)} in ${repository(v.repositoryId, c)}${chosen(v, c)}${bounty ? `, with a bounty of ${coins(v.bountyAmount)}` : ''}`
  },
  MsgUpdateIssueTitle: (v, c) => `Rename issue ${thread(v, c)} to ${quoted(v.title)}`,
  MsgUpdateIssueDescription: (v, c) => `Edit the description of issue ${thread(v, c)}`,
  MsgToggleIssueState: (v, c) => `Close or reopen issue ${thread(v, c)}`,
  MsgAddIssueLabels: (v, c) => `Add labels ${numbered(v.labelIds)} to issue ${thread(v, c)}`,
  MsgRemoveIssueLabels: (v, c) =>
    `Remove labels ${numbered(v.labelIds)} from issue ${thread(v, c)}`,
  MsgAddIssueAssignees: (v, c) => `Assign ${list(v.assignees)} to issue ${thread(v, c)}`,
  MsgRemoveIssueAssignees: (v, c) => `Unassign ${list(v.assignees)} from issue ${thread(v, c)}`,
  MsgCreateComment: (v, c) => `Comment on ${commentParent(v)} ${thread(v, c, v.parentIid)}`,
  MsgUpdateComment: (v, c) => `Edit ${onComment(v, c)}`,
  MsgDeleteComment: (v, c) => `Delete ${onComment(v, c)}`,
  MsgToggleCommentResolved: (v, c) => `Resolve or reopen the thread of ${onComment(v, c)}`,
  MsgCreateRepositoryLabel: (v, c) =>
    `Create label ${quoted(v.name)} (${text(v.color)}) in ${repository(v.repositoryId, c)}`,
  MsgUpdateRepositoryLabel: (v, c) =>
    `Change label #${text(v.labelId)} to ${quoted(v.name)} (${text(v.color)}) in ${repository(v.repositoryId, c)}`,
  MsgDeleteRepositoryLabel: (v, c) =>
    `Delete label #${text(v.labelId)} in ${repository(v.repositoryId, c)}`,
  MsgCreateBounty: (v, c) =>
    `Put a bounty of ${coins(v.amount)} on issue ${thread(v, c, v.parentIid)}, expiring ${date(v.expiry)}`,
  MsgUpdateBountyExpiry: v => `Make bounty #${text(v.id)} expire ${date(v.expiry)}`,
  MsgCloseBounty: v => `Close bounty #${text(v.id)} and get its amount back`,
  MsgDeleteBounty: v => `Delete bounty #${text(v.id)} and get back what it still holds`,
  MsgCreatePullRequest: (v, c) =>
    `Open pull request ${quoted(v.title)} from ${repository(v.headRepositoryId, c)}:${text(v.headBranch)} into ${repository(v.baseRepositoryId, c)}:${text(v.baseBranch)}${chosen(v, c)}`,
  MsgUpdatePullRequestTitle: (v, c) => `Rename pull request ${thread(v, c)} to ${quoted(v.title)}`,
  MsgUpdatePullRequestDescription: (v, c) => `Edit the description of pull request ${thread(v, c)}`,
  MsgLinkPullRequestIssueByIid: (v, c) =>
    `Link issue #${text(v.issueIid)} to pull request ${thread(v, c, v.pullRequestIid)}`,
  MsgUnlinkPullRequestIssueByIid: (v, c) =>
    `Unlink issue #${text(v.issueIid)} from pull request ${thread(v, c, v.pullRequestIid)}`,
  MsgSetPullRequestState: (v, c) =>
    `${text(v.state) === 'OPEN' ? 'Reopen' : 'Close'} pull request ${thread(v, c)}`,
  MsgInvokeMergePullRequest: (v, c) =>
    `Ask storage provider ${text(v.provider)} to merge pull request ${thread(v, c)}`,
  MsgInvokeDaoMergePullRequest: (v, c) =>
    `Ask storage provider ${text(v.provider)} to merge pull request ${thread(v, c)}`,
  MsgMergePullRequest: (v, c) =>
    `Record the merge of pull request ${thread(v, c, v.pullRequestIid)} (commit ${text(v.mergeCommitSha).slice(0, 7)})`,
  MsgDaoMergePullRequest: (v, c) => `Merge pull request ${thread(v, c, v.pullRequestIid)}`,
  MsgAddPullRequestReviewers: (v, c) =>
    `Ask ${list(v.reviewers)} to review pull request ${thread(v, c)}`,
  MsgRemovePullRequestReviewers: (v, c) =>
    `Remove reviewers ${list(v.reviewers)} from pull request ${thread(v, c)}`,
  MsgAddPullRequestLabels: (v, c) =>
    `Add labels ${numbered(v.labelIds)} to pull request ${thread(v, c)}`,
  MsgRemovePullRequestLabels: (v, c) =>
    `Remove labels ${numbered(v.labelIds)} from pull request ${thread(v, c)}`,
  MsgAddPullRequestAssignees: (v, c) =>
    `Assign ${list(v.assignees)} to pull request ${thread(v, c)}`,
  MsgRemovePullRequestAssignees: (v, c) =>
    `Unassign ${list(v.assignees)} from pull request ${thread(v, c)}`,
  MsgCreateDao: v => createDao(v, quoted(v.name)),
  MsgRenameDao: v => `Rename the DAO to ${quoted(v.name)}`,
  MsgUpdateDaoDescription: () => 'Change the DAO description',
  MsgUpdateDaoWebsite: v => `Change the DAO website to ${text(v.url)}`,
  MsgUpdateDaoLocation: v => `Change the DAO location to ${quoted(v.location)}`,
  MsgUpdateDaoAvatar: v => `Change the DAO avatar to ${text(v.url)}`,
  MsgUpdateDaoMetadata: v => daoMetadata(v),
  MsgExercise: (v, c) => `Take out ${coins([v.amount])} of vested team tokens to ${who(v.to, c)}`,
  MsgDaoTreasurySpend: (v, c) =>
    `Pay ${coins(v.amount)} from the treasury of ${who(v.id, c)} to ${who(v.recipient, c)}`,
  MsgUpdateDaoConfig: (v, c) => daoConfig(v, who(v.id, c)),
  MsgUpdateDaoPinnedRepositories: (v, c) =>
    `Pin repository #${text(v.repositoryId)} to the profile of ${who(v.id, c)}`,
}

const STORAGE: Record<string, Describer> = {
  MsgApproveRepositoryPackfileUpdate: v =>
    `Approve the storage provider's repository update (proposal #${text(v.proposalId)})`,
  MsgRejectRepositoryPackfileUpdate: v =>
    `Reject the storage provider's repository update (proposal #${text(v.proposalId)})`,
  MsgApproveReleaseAssetsUpdate: v =>
    `Approve the storage provider's release files (proposal #${text(v.proposalId)})`,
  MsgApproveRepositoryDelete: v =>
    `Approve deleting the repository from storage (proposal #${text(v.proposalId)})`,
}

const COSMOS: Record<string, Describer> = {
  '/cosmos.bank.v1beta1.MsgSend': (v, c) => `Send ${coins(v.amount)} to ${who(v.toAddress, c)}`,
  '/cosmos.staking.v1beta1.MsgDelegate': v =>
    `Stake ${coinText(v.amount)} with validator ${text(v.validatorAddress)}`,
  '/cosmos.staking.v1beta1.MsgUndelegate': v =>
    `Unstake ${coinText(v.amount)} from validator ${text(v.validatorAddress)}`,
  '/cosmos.staking.v1beta1.MsgBeginRedelegate': v =>
    `Move ${coinText(v.amount)} of stake from validator ${text(v.validatorSrcAddress)} to ${text(v.validatorDstAddress)}`,
  '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation': v =>
    `Stake ${coinText(v.amount)} that is unbonding again with validator ${text(v.validatorAddress)}`,
  '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': v =>
    `Claim the staking rewards from validator ${text(v.validatorAddress)}`,
  '/cosmos.distribution.v1beta1.MsgSetWithdrawAddress': (v, c) =>
    `Pay future staking rewards to ${who(v.withdrawAddress, c)}`,
  '/ibc.applications.transfer.v1.MsgTransfer': v =>
    `Transfer ${coinText(v.token)} to ${text(v.receiver)} over ${text(v.sourceChannel)}`,
  '/cosmos.gov.v1beta1.MsgVote': v => `Vote ${vote(v.option)} on proposal #${text(v.proposalId)}`,
  '/cosmos.gov.v1beta1.MsgVoteWeighted': weightedVote,
  '/cosmos.gov.v1beta1.MsgDeposit': v =>
    `Deposit ${coins(v.amount)} on proposal #${text(v.proposalId)}`,
  '/cosmos.gov.v1.MsgSubmitProposal': (v, c) => {
    // The app sends gov v1 only to spend from the community pool (docs/protocol.md#community-pool-spends).
    const spends = (Array.isArray(v.messages) ? (v.messages as Fields[]) : []).filter(
      m => m.typeUrl === '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend',
    )
    const paid = Array.isArray(v.initialDeposit) && v.initialDeposit.length > 0
    const deposit = paid ? `with a deposit of ${coins(v.initialDeposit)}` : 'with no deposit'
    const payments = spends.map(m => {
      const spend = (m.value ?? {}) as Fields
      return ` paying ${coins(spend.amount)} to ${who(spend.recipient, c)}`
    })
    const kind = spends.length > 0 ? 'community pool spend' : 'gov v1'
    return `Submit the ${kind} governance proposal ${quoted(v.title)}${payments.join(' and')}, ${deposit}`
  },
  '/cosmos.gov.v1beta1.MsgSubmitProposal': (v, c) => {
    const content = proposalContent(v.content)
    const paid = Array.isArray(v.initialDeposit) && v.initialDeposit.length > 0
    const deposit = paid ? `with a deposit of ${coins(v.initialDeposit)}` : 'with no deposit'
    if (!content) return `Submit a governance proposal ${deposit}`
    const payment =
      content.kind === 'community pool spend'
        ? ` paying ${coins(content.amount)} to ${who(content.recipient, c)}`
        : ''
    return `Submit the ${content.kind} governance proposal ${quoted(content.title)}${payment}, ${deposit}`
  },
  '/cosmos.group.v1.MsgVote': v =>
    `Vote ${vote(v.option)} on DAO proposal #${text(v.proposalId)}${text(v.exec) === '1' ? ', and execute it if it passes' : ''}`,
  '/cosmos.group.v1.MsgExec': v => `Execute DAO proposal #${text(v.proposalId)}`,
  '/cosmos.group.v1.MsgWithdrawProposal': v => `Withdraw DAO proposal #${text(v.proposalId)}`,
  '/cosmos.group.v1.MsgSubmitProposal': (v, c) => {
    const inner = Array.isArray(v.messages) ? (v.messages as MsgLike[]) : []
    const actions = inner.map(msg => describeMsg(msg, c)).join('; ')
    return `Propose ${quoted(v.title)} to the DAO ${who(v.groupPolicyAddress, c)}${actions ? `: ${actions}` : ' (a text proposal)'}`
  },
  '/cosmos.group.v1.MsgUpdateGroupMembers': v => {
    const updates = Array.isArray(v.memberUpdates) ? (v.memberUpdates as Fields[]) : []
    return `Change DAO members: ${updates.map(u => (text(u.weight) === '0' ? `remove ${text(u.address)}` : `${text(u.address)} with weight ${text(u.weight)}`)).join(', ')}`
  },
  '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy': (v, c) =>
    votingRules(v, who(v.groupPolicyAddress, c)),
  '/cosmos.feegrant.v1beta1.MsgGrantAllowance': v =>
    `Let ${text(v.grantee)} pay transaction fees from your account`,
  '/cosmos.feegrant.v1beta1.MsgRevokeAllowance': v =>
    `Stop paying transaction fees for ${text(v.grantee)}`,
}

const PACKAGES: Record<string, Record<string, Describer>> = {
  'gitopia.gitopia.gitopia': GITOPIA,
  'gitopia.gitopia.storage': STORAGE,
  'gitopia.gitopia.rewards': { MsgClaim: () => 'Claim your rewards' },
}

function describerOf(typeUrl: string): Describer | undefined {
  const own = Object.hasOwn(COSMOS, typeUrl) ? COSMOS[typeUrl] : undefined
  if (own) return own
  const dot = typeUrl.lastIndexOf('.')
  const pkg = PACKAGES[typeUrl.slice(1, dot)]
  const name = typeUrl.slice(dot + 1)
  return pkg && Object.hasOwn(pkg, name) ? pkg[name] : undefined
}

/** `/gitopia.gitopia.gitopia.MsgCreateIssue` → `Create issue`. */
export function msgTitle(typeUrl: string): string {
  const words = (typeUrl.split('.').pop() ?? '')
    .replace(/^Msg/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : typeUrl
}

/** One sentence for a Msg; an unknown type reads "Create thing (/pkg.MsgCreateThing)". */
export function describeMsg(msg: MsgLike, context: DescribeContext = {}): string {
  const full: Required<DescribeContext> = {
    nameOf: context.nameOf ?? (() => undefined),
    repositoryOf: context.repositoryOf ?? (() => undefined),
  }
  const describe = describerOf(msg.typeUrl)
  const value = typeof msg.value === 'object' && msg.value !== null ? (msg.value as Fields) : {}
  if (!describe) return `${msgTitle(msg.typeUrl)} (${msg.typeUrl})`
  return describe(value, full)
}
