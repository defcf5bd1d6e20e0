export type Role = 'READ' | 'TRIAGE' | 'WRITE' | 'MAINTAIN' | 'ADMIN'

/** What a test needs on chain; every name gets a fresh funded account with a user profile. */
export interface WorldSpec {
  readonly users: readonly string[]
  readonly repository?: {
    readonly owner: string
    readonly labels?: readonly { name: string; color: string }[]
    readonly collaborators?: readonly { user: string; role: Role }[]
    /** Batches of issues, one tx per batch; iids follow from 1. */
    readonly issues?: readonly {
      author: string
      issues: readonly { title: string; description?: string; labelIds?: readonly string[] }[]
    }[]
    /** Comments on issues, one tx per entry. */
    readonly comments?: readonly { author: string; iid: number; bodies: readonly string[] }[]
  }
}

export interface WorldUser {
  readonly mnemonic: string
  readonly address: string
  readonly username: string
}

export interface BuiltWorld {
  readonly users: Record<string, WorldUser>
  readonly repository: {
    /** The chain's numeric id (what a push, a bounty or a comment names). */
    readonly id: string
    readonly name: string
    /** `/<owner username>/<name>`. */
    readonly path: string
    /** Label ids by name. */
    readonly labels: Record<string, string>
  } | null
}
