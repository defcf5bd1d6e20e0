/** How votes are weighed: the group's total weight and the share of yes votes a proposal needs. */
export interface VotingRule {
  /** Sum of the members' weights; null while unknown. */
  readonly totalWeight: number | null
  /** The decision policy's percentage, e.g. 0.6; null for other policies. */
  readonly threshold: number | null
  /** Members with their weights and display names (username where known); null while unknown. */
  readonly members?: readonly { address: string; weight: number; label: string }[] | null
  /** The signed-in address, to vote, execute or withdraw. */
  readonly viewer?: string | null
}
