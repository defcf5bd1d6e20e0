export { notify, whileWaitingForInput, type ToastHandle, type ToastStatus } from './toast.ts'
export { Toaster } from './toaster.tsx'
