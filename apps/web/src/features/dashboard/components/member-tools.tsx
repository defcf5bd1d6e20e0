// What a DAO's dashboard shows its members only (docs/performance.md, "Bytes"): the dashboard switcher and the
// proposal forms, with the signing code they bring. A member sees them all at once, so they
// load as one chunk, which `dao-dashboard.tsx` imports lazily.
export { MemberSwitcher } from './member-switcher.tsx'
export { ProposeMember } from './propose-member.tsx'
export { ProposePayment } from './propose-payment.tsx'
export { ProposePin } from './propose-pin.tsx'
export { ProposeProfile } from './propose-profile.tsx'
export { ProposeRequirements } from './propose-requirements.tsx'
export { ProposeRules } from './propose-rules.tsx'
