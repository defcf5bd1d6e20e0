import type { FullConfig } from '@playwright/test'
import { startStack } from './stack.ts'

/** One devnet + app server for the whole run; tests read the endpoints from the environment. */
export default async function globalSetup(_config: FullConfig) {
  const stack = await startStack()
  process.env.E2E_APP_URL = stack.app
  process.env.E2E_REST_URL = stack.rest
  process.env.E2E_RPC_URL = stack.rpc
  process.env.E2E_NODES = JSON.stringify(stack.nodes)
  process.env.E2E_CONTROL_URL = stack.control
  return async () => {
    await stack.stop()
  }
}
