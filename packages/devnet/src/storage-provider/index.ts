export { startStorageProvider, type StorageProvider } from './server.ts'
