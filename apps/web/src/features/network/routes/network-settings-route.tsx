import { useEffect, useRef, useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { CustomNodeForm } from '../components/custom-node-form.tsx'
import { NodeList } from '../components/node-list.tsx'
import { StorageProviderList } from '../components/storage-provider-list.tsx'
import { nodePool, useNodePool } from '../model/node-pool.ts'

/** /settings/network: chain nodes (status, latency, in use, pick, custom) and storage providers. */
export function NetworkSettingsRoute() {
  const snapshot = useNodePool()
  const [checking, setChecking] = useState(false)
  const run = async (action: () => Promise<void>) => {
    setChecking(true)
    try {
      await action()
    } finally {
      setChecking(false)
    }
  }
  // Pages elsewhere probe only what they use; the page that lists every node checks them all
  // (REST and RPC) once, when it opens with some still unchecked.
  const unchecked = snapshot.endpoints.some(endpoint => endpoint.healthy === null)
  const checkedOnOpen = useRef(false)
  useEffect(() => {
    if (!unchecked || checkedOnOpen.current) return
    checkedOnOpen.current = true
    void nodePool().probeAll({ rpc: true })
  }, [unchecked])
  return (
    <div className="flex flex-col gap-8">
      <title>Network · Gitopia</title>
      <header>
        <h1 className="text-2xl font-bold">Network</h1>
        <p className="text-fg-muted">
          Chain <span className="font-mono">{nodePool().chainId}</span>.{' '}
          <span data-testid="choice-mode">
            {snapshot.manual
              ? 'The node was picked by hand and is kept until you change it.'
              : 'The fastest healthy node is chosen automatically.'}
          </span>
        </p>
      </header>
      <section className="flex flex-col gap-3" aria-labelledby="nodes-heading">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="nodes-heading" className="text-lg font-semibold">
            Chain nodes
          </h2>
          <div className="ml-auto flex gap-2">
            <Button
              disabled={checking}
              onClick={() => void run(() => nodePool().probeAll({ rpc: true }))}
            >
              {checking ? 'Checking…' : 'Check all nodes'}
            </Button>
            {snapshot.manual && (
              <Button
                disabled={checking}
                onClick={() => void run(() => nodePool().resetAutomatic())}
              >
                Reset to automatic
              </Button>
            )}
          </div>
        </div>
        <NodeList snapshot={snapshot} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="custom-heading">
        <h2 id="custom-heading" className="text-lg font-semibold">
          Add a custom node
        </h2>
        <CustomNodeForm />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="storage-heading">
        <h2 id="storage-heading" className="text-lg font-semibold">
          Storage providers
        </h2>
        <StorageProviderList />
      </section>
    </div>
  )
}
