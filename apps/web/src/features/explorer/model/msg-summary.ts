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

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

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
    default:
      return { title, sentence: null }
  }
}
