export { ProfileSettingsRoute } from './components/profile-settings-route.tsx'
export { AvatarPreview } from './components/avatar-preview.tsx'
export { checkAvatarUrl, safeAvatarUrl } from './model/avatar-url.ts'
