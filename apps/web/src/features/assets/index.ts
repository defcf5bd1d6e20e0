export { TransferTracking } from './components/transfer-tracking.tsx'
