/** The value of a gitopia event attribute (e.g. `IssueIid` of `CreateIssue`) in a tx's events. */
export function eventAttribute(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
  key: string,
): string | null {
  for (const event of events) {
    const found = event.attributes.find(attribute => attribute.key === key)
    if (found) return found.value.replace(/^"|"$/g, '')
  }
  return null
}
