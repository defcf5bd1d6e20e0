import { decisionPolicyFigures } from '@gitopia-client/chain/group'

/**
 * The figures of the DAO Msgs whose sentence would otherwise hide them: new voting rules and the
 * DAO's choice of actions that need a vote. Also how a Msg the chain prints (a DAO proposal's
 * messages, JSON) becomes the `{typeUrl, value}` shape the review sheet describes.
 */
type Fields = Readonly<Record<string, unknown>>

/** 86400 → "1 day", 7200 → "2 hours", 90 → "90 seconds". */
export function duration(seconds: number | null): string {
  if (seconds === null) return 'not set'
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`
  if (seconds > 0 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'day')
  if (seconds > 0 && seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour')
  if (seconds > 0 && seconds % 60 === 0) return unit(seconds / 60, 'minute')
  return unit(seconds, 'second')
}

/** `MsgUpdateGroupPolicyDecisionPolicy`: what passes a proposal, and the two windows. */
export function votingRules(value: Fields, dao: string): string {
  const figures = decisionPolicyFigures(value.decisionPolicy)
  if (!figures) return `Change the voting rules of the DAO ${dao} to a kind this app cannot read`
  const passes =
    figures.kind === 'percentage'
      ? sharePasses(figures.value)
      : `the yes votes weigh ${figures.value} or more`
  return `Change the voting rules of the DAO ${dao}: a proposal passes when ${passes}; voting period ${duration(figures.votingPeriodSeconds)}; minimum execution period ${duration(figures.minExecutionPeriodSeconds)}`
}

/** "0.6" → "60% of the members' weight votes yes". */
function sharePasses(percentage: string): string {
  const share = Number(percentage)
  const shown =
    percentage !== '' && Number.isFinite(share) ? Math.round(share * 1000) / 10 : percentage
  return `${shown}% of the members' weight votes yes`
}

/** DaoConfig's flags, in the order the chain declares them. */
const CONFIG_FLAGS = [
  ['requirePullRequestProposal', 'merging a pull request'],
  ['requireRepositoryDeletionProposal', 'deleting a repository'],
  ['requireCollaboratorProposal', 'managing collaborators'],
  ['requireReleaseProposal', 'publishing a release'],
] as const

const snake = (key: string) => key.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`)

const configOf = (value: Fields): Fields =>
  (typeof value.config === 'object' && value.config !== null ? value.config : {}) as Fields

const needsVote = (config: Fields, key: string) => (config[key] ?? config[snake(key)]) === true

/** `MsgUpdateDaoConfig`: each action with whether it will need a vote. */
export function daoConfig(value: Fields, dao: string): string {
  const config = configOf(value)
  const flags = CONFIG_FLAGS.map(
    ([key, action]) => `${action}: ${needsVote(config, key) ? 'needs a vote' : 'no vote'}`,
  )
  return `Change which actions of the DAO ${dao} need a vote: ${flags.join('; ')}`
}

/** `MsgCreateDao`: its members, voting rules (hours, as it takes them) and actions put to a vote. */
export function createDao(value: Fields, name: string): string {
  const members = Array.isArray(value.members) ? value.members.length : 0
  const hours = Number(value.votingPeriod)
  const period = Number.isFinite(hours) && hours > 0 ? duration(hours * 3_600) : 'not set'
  const config = configOf(value)
  const voted = CONFIG_FLAGS.filter(([key]) => needsVote(config, key)).map(([, action]) => action)
  const share = typeof value.percentage === 'string' ? value.percentage : ''
  const actions =
    voted.length > 0 ? `actions that need a vote: ${voted.join(', ')}` : 'no action needs a vote'
  return `Create the DAO ${name} with ${members} member${members === 1 ? '' : 's'}: a proposal passes when ${sharePasses(share)}; voting period ${period}; ${actions}`
}

const camel = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [camel(key), camelKeys(item)]),
  )
}

/**
 * A Msg as the chain prints it (`{"@type": …, snake_case fields}`, untrusted) in the shape the app
 * builds Msgs, so that one set of sentences describes both.
 */
export function fromChainJson(message: Fields): { typeUrl: string; value: unknown } {
  const { '@type': type, ...fields } = message
  return { typeUrl: typeof type === 'string' ? type : '', value: camelKeys(fields) }
}

/** `MsgUpdateDaoMetadata`: the fields it gives (an empty one is left as it is). */
export function daoMetadata(v: Fields): string {
  const given = (value: unknown) => (typeof value === 'string' ? value : '')
  const parts = [
    given(v.name) && `rename it to “${given(v.name)}”`,
    given(v.description) && 'change its description',
    given(v.website) && `change its website to ${given(v.website)}`,
    given(v.location) && `change its location to “${given(v.location)}”`,
    given(v.avatarUrl) && `change its avatar to ${given(v.avatarUrl)}`,
  ].filter(Boolean)
  return `Update the DAO profile: ${parts.join(', ')}`
}
