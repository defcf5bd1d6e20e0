// `npm test` drives Debian's Chromium; fail at once, with the fix, when it is missing.
import { accessSync, constants } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
try {
  accessSync(path, constants.X_OK)
} catch {
  console.error(
    `Chromium was not found at ${path}. Install it with:\n\n  sudo apt-get install -y chromium\n`,
  )
  console.error('(or point CHROMIUM_PATH at an existing Chromium binary)')
  process.exit(1)
}
