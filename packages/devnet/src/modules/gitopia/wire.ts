/** Gitopia keeper timestamps: Unix seconds as a string; "not set" is Go's zero time. */
export const GO_ZERO_TIME = '-62135596800'

export function unixSeconds(time: Date): string {
  return Math.floor(time.getTime() / 1000).toString()
}
