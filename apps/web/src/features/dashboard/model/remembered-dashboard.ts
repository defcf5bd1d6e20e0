/**
 * The dashboard each user chose last, kept in localStorage as `{ [userAddress]: dashboardId }`
 * (an address), so switching wallets keeps every user's own choice.
 */
export const CURRENT_DASHBOARD_KEY = 'currentDashboard'

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CURRENT_DASHBOARD_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}

export function loadRememberedDashboard(userAddress: string): string | null {
  return readAll()[userAddress] ?? null
}

export function rememberDashboard(userAddress: string, dashboardId: string): void {
  try {
    localStorage.setItem(
      CURRENT_DASHBOARD_KEY,
      JSON.stringify({ ...readAll(), [userAddress]: dashboardId }),
    )
  } catch {
    // Storage full or blocked: the choice simply is not remembered.
  }
}
