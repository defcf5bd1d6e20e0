import { formatCoin } from '../../amount.ts'
import { describeGroupMsgs } from './words.ts'

// Apart from words.ts: the DAO dashboard's list names Msgs by kind only; a proposal's page says
// what each does, with its figures (the dashboard does not load this).

type Json = Readonly<Record<string, unknown>>
const str = (value: unknown) => (typeof value === 'string' ? value : '')
const array = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((v): v is Json => typeof v === 'object' && v !== null) : []
const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {}

function seconds(duration: string): string {
  const total = Number(duration.replace(/s$/, ''))
  if (!Number.isFinite(total) || total <= 0) return duration
  if (total % 86_400 === 0) return `${total / 86_400} d`
  if (total % 3_600 === 0) return `${total / 3_600} h`
  return `${total} s`
}

/** Each coin of a payment from the treasury, as a line. */
function payments(amount: unknown, to: string): string[] {
  return array(amount)
    .filter(coin => /^\d+$/.test(str(coin.amount)))
    .map(coin =>
      str(coin.denom) === 'ulore'
        ? `Pay ${formatCoin(str(coin.amount))} from the treasury to ${to}`
        : `Pay ${str(coin.amount)} ${str(coin.denom)} from the treasury to ${to}`,
    )
}

// MsgUpdateDaoMetadata's fields; an empty one leaves the profile's value as it is.
const PROFILE_FIELDS = [
  ['name', 'name'],
  ['description', 'description'],
  ['website', 'website'],
  ['location', 'location'],
  ['avatarUrl', 'avatar'],
] as const

function profileChanges(message: Json): string[] {
  return PROFILE_FIELDS.filter(([key]) => str(message[key]) !== '').map(([key, label]) =>
    key === 'name'
      ? `Rename the DAO to “${str(message.name)}”`
      : `Change the ${label} to ${key === 'description' ? `“${str(message[key])}”` : str(message[key])}`,
  )
}

/**
 * What one Msg of a DAO proposal does, with its figures, from the chain's JSON of it (untrusted:
 * only strings are read, anything else reads as missing). `isMember` tells an added member from
 * a re-weighed one. Unknown Msgs fall back to their kind.
 */
export function describeGroupMessage(
  message: Json,
  isMember: (address: string) => boolean = () => false,
): string[] {
  const type = str(message['@type'])
  switch (type) {
    case '/cosmos.group.v1.MsgUpdateGroupMembers':
      return array(message.member_updates).map(update => {
        const who = str(update.address)
        const weight = str(update.weight)
        if (weight === '0' || weight === '') return `Remove ${who}`
        return isMember(who)
          ? `Change the weight of ${who} to ${weight}`
          : `Add ${who} with weight ${weight}`
      })
    case '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy': {
      const policy = obj(message.decision_policy)
      const share = Number(str(policy.percentage))
      const period = str(obj(policy.windows).voting_period)
      return [
        Number.isFinite(share) && str(policy.percentage) !== ''
          ? `New voting rules: ${Math.round(share * 100)}% of the weight votes yes, within ${seconds(period)}`
          : 'New voting rules',
      ]
    }
    case '/cosmos.bank.v1beta1.MsgSend':
      return payments(message.amount, str(message.to_address))
    case '/gitopia.gitopia.gitopia.MsgDaoTreasurySpend':
      return payments(message.amount, str(message.recipient))
    case '/gitopia.gitopia.gitopia.MsgUpdateDaoMetadata':
      return profileChanges(message)
    case '/gitopia.gitopia.gitopia.MsgUpdateDaoDescription':
      return [`Change the description to “${str(message.description)}”`]
    case '/gitopia.gitopia.gitopia.MsgUpdateDaoWebsite':
      return [`Change the website to ${str(message.url)}`]
    case '/gitopia.gitopia.gitopia.MsgUpdateDaoLocation':
      return [`Change the location to ${str(message.location)}`]
    case '/gitopia.gitopia.gitopia.MsgUpdateDaoAvatar':
      return [`Change the avatar to ${str(message.url)}`]
    case '/gitopia.gitopia.gitopia.MsgRenameDao':
      return [`Rename the DAO to “${str(message.name)}”`]
    case '/gitopia.gitopia.gitopia.MsgUpdateDaoPinnedRepositories':
      return [`Pin repository #${str(message.repository_id)} to the profile`]
    default:
      return [describeGroupMsgs([type])]
  }
}
