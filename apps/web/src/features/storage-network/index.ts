export { storageNetworkKeys } from './api/keys.ts'
