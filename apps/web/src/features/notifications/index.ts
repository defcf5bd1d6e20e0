export { NotificationsBell } from './components/notifications-bell.tsx'
export { addNotification, markReadByType, clearNotifications } from './model/notifications-store.ts'
