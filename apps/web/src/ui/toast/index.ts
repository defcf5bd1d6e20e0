export {
  notify,
  setToastNavigator,
  whileWaitingForInput,
  type ToastHandle,
  type ToastStatus,
} from './toast.ts'
export { Toaster } from './toaster.tsx'
