// Public API of the dashboard feature beyond its routes (routes.tsx): what other features share.
export { checkVotingRules } from './model/voting-rules.ts'
export { DaoRequirementFields, NO_REQUIREMENTS } from './components/dao-requirement-fields.tsx'
