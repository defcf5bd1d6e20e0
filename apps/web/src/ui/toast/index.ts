export { notify, setToastNavigator, type ToastHandle } from './toast.ts'
export { Toaster } from './toaster.tsx'
