export const TITLE_MAX = 255

/** The chain's limits on a pull request's title (ValidateBasic: 1 to 255 characters). */
export function pullTitleProblem(title: string): string | null {
  const length = title.trim().length
  if (length === 0) return 'The title cannot be empty'
  if (length > TITLE_MAX) return `The title can have at most ${TITLE_MAX} characters`
  return null
}
