export { explorerKeys } from './api/keys.ts'
export { summarizeMsg, msgTitle } from './model/msg-summary.ts'
