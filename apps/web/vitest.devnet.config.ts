import { devnetTestFiles, webProject } from './vitest.shared.ts'

// Web files that start a devnet, each in a fresh worker: a devnet's servers and timers outlive
// the file that started them, and a shared worker would carry them into the next file.
export default webProject('web-devnet', { include: devnetTestFiles() })
