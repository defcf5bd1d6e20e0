export { AutoGrowTextarea } from './auto-grow-textarea.tsx'
