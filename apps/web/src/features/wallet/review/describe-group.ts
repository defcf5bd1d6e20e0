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
  const share = Number(figures.value)
  const passes =
    figures.kind === 'percentage'
      ? `${Number.isFinite(share) ? Math.round(share * 1000) / 10 : figures.value}% of the members' weight votes yes`
      : `the yes votes weigh ${figures.value} or more`
  return `Change the voting rules of the DAO ${dao}: a proposal passes when ${passes}; voting period ${duration(figures.votingPeriodSeconds)}; minimum execution period ${duration(figures.minExecutionPeriodSeconds)}`
}

/** DaoConfig's flags, in the order the chain declares them. */
const CONFIG_FLAGS = [
  ['requirePullRequestProposal', 'merging a pull request'],
  ['requireRepositoryDeletionProposal', 'deleting a repository'],
  ['requireCollaboratorProposal', 'managing collaborators'],
  ['requireReleaseProposal', 'publishing a release'],
] as const

const snake = (key: string) => key.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`)

/** `MsgUpdateDaoConfig`: each action with whether it will need a vote. */
export function daoConfig(value: Fields, dao: string): string {
  const config = (
    typeof value.config === 'object' && value.config !== null ? value.config : {}
  ) as Fields
  const flags = CONFIG_FLAGS.map(([key, action]) => {
    const vote = (config[key] ?? config[snake(key)]) === true
    return `${action}: ${vote ? 'needs a vote' : 'no vote'}`
  })
  return `Change which actions of the DAO ${dao} need a vote: ${flags.join('; ')}`
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
