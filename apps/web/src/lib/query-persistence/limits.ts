/** Saved answers older than this are not shown: a day-old page is more misleading than helpful. */
export const MAX_AGE_MS = 24 * 60 * 60_000

/**
 * `<prefix><scope>` in localStorage holds when that scope's answers were last saved, so a first
 * load learns synchronously whether there is anything to restore and a first visit never loads
 * the persistence code.
 */
export const SAVED_AT_PREFIX = 'gitopia.savedAnswers:'
