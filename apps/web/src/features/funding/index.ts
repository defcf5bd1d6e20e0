export { FundingPrompt } from './components/funding-prompt.tsx'
export { LazyGetLore as GetLore } from './components/lazy-get-lore.tsx'
export { needsFunds } from './model/needs-funds.ts'
