export { Avatar } from './avatar.tsx'
export { safeImageUrl, safeLinkUrl } from './safe-url.ts'
