import { paths } from '@/config/paths.ts'

/** What the chain (and the wallet) say about a new account, for its first steps. */
export interface StartState {
  /** A backup file of the wallet was downloaded (a Ledger or Keplr account needs none). */
  readonly backedUp: boolean
  /** The balance or a fee allowance pays a fee. */
  readonly funded: boolean
  readonly hasUsername: boolean
  /** Owns a repository or belongs to a DAO. */
  readonly started: boolean
}

export interface StartStep {
  readonly id: keyof StartState
  readonly label: string
  readonly done: boolean
  /** Where the step is taken, when it has a page. */
  readonly links: readonly { readonly label: string; readonly href: string }[]
}

/** The getting-started checklist, in the order a new account takes it. */
export function gettingStartedSteps(state: StartState): readonly StartStep[] {
  return [
    {
      id: 'backedUp',
      label: 'Back up your wallet (“Download backup” in the wallet menu)',
      done: state.backedUp,
      links: [],
    },
    {
      id: 'funded',
      label: 'Get LORE to pay transaction fees',
      done: state.funded,
      links: [{ label: 'Get LORE', href: paths.getLore.href() }],
    },
    {
      id: 'hasUsername',
      label: 'Pick a username',
      done: state.hasUsername,
      links: [{ label: 'Pick a username', href: paths.profileSettings.href() }],
    },
    {
      id: 'started',
      label: 'Create a repository or join a DAO',
      done: state.started,
      links: [
        { label: 'New repository', href: paths.newRepository.href() },
        { label: 'New DAO', href: paths.newDao.href() },
      ],
    },
  ]
}

/** Dismissed checklists, by account address, in localStorage. */
const DISMISSED_KEY = 'gettingStartedDismissed'

function dismissedAddresses(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(item => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function isGettingStartedDismissed(address: string): boolean {
  return dismissedAddresses().includes(address)
}

export function dismissGettingStarted(address: string): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedAddresses(), address]))
  } catch {
    // Storage full or blocked: the list shows again next time.
  }
}
