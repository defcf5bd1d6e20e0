import {
  PercentageDecisionPolicy,
  ThresholdDecisionPolicy,
  type DecisionPolicyWindows,
} from 'cosmjs-types/cosmos/group/v1/types'

/** What a group policy's voting rules say, whichever way they were written down. */
export interface DecisionPolicyFigures {
  /** `percentage`: a share of the group's whole weight ("0.6"); `threshold`: a yes weight ("3"). */
  readonly kind: 'percentage' | 'threshold'
  readonly value: string
  readonly votingPeriodSeconds: number | null
  readonly minExecutionPeriodSeconds: number | null
}

const PERCENTAGE = '/cosmos.group.v1.PercentageDecisionPolicy'
const THRESHOLD = '/cosmos.group.v1.ThresholdDecisionPolicy'

type Json = Readonly<Record<string, unknown>>
const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {}
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** A protobuf Duration, or the JSON form "86400s". */
function seconds(duration: unknown): number | null {
  if (typeof duration === 'string') {
    return /^\d+(\.\d+)?s$/.test(duration) ? Number(duration.slice(0, -1)) : null
  }
  const { seconds: whole } = obj(duration)
  return typeof whole === 'bigint' ? Number(whole) : null
}

function figures(kind: 'percentage' | 'threshold', value: string, windows: unknown) {
  const json = obj(windows)
  return {
    kind,
    value,
    votingPeriodSeconds: seconds(json.votingPeriod ?? json.voting_period),
    minExecutionPeriodSeconds: seconds(json.minExecutionPeriod ?? json.min_execution_period),
  }
}

/**
 * The figures of a decision policy as the app builds it (an Any holding protobuf bytes) or as the
 * chain prints it (JSON with `@type`, snake_case or camelCase keys); null for any other kind, or
 * bytes that do not decode.
 */
export function decisionPolicyFigures(policy: unknown): DecisionPolicyFigures | null {
  const any = obj(policy)
  const type = str(any.typeUrl) || str(any['@type'])
  const bytes = any.value instanceof Uint8Array ? any.value : null
  try {
    if (type === PERCENTAGE) {
      const decoded: { percentage: unknown; windows?: DecisionPolicyWindows | undefined } = bytes
        ? PercentageDecisionPolicy.decode(bytes)
        : { percentage: any.percentage, windows: any.windows as DecisionPolicyWindows }
      return figures('percentage', str(decoded.percentage), decoded.windows)
    }
    if (type === THRESHOLD) {
      const decoded: { threshold: unknown; windows?: DecisionPolicyWindows | undefined } = bytes
        ? ThresholdDecisionPolicy.decode(bytes)
        : { threshold: any.threshold, windows: any.windows as DecisionPolicyWindows }
      return figures('threshold', str(decoded.threshold), decoded.windows)
    }
  } catch {
    // Bytes that are no such policy: unreadable, as any other kind.
  }
  return null
}
