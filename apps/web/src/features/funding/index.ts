export { LazyFundingPrompt as FundingPrompt } from './components/lazy-funding-prompt.tsx'
export { LazyGetLore as GetLore } from './components/lazy-get-lore.tsx'
export { needsFunds } from './model/needs-funds.ts'
