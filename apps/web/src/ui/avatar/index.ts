export { Avatar } from './avatar.tsx'
export { safeLinkUrl } from './safe-url.ts'
