export { NotificationsBell } from './components/notifications-bell.tsx'
export {
  addNotification,
  markReadByType,
  clearNotifications,
  useNotificationsStore,
} from './model/notifications-store.ts'
export type { UserNotification } from './model/notifications-store.ts'
