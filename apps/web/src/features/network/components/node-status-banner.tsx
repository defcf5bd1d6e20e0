import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/ui/button.tsx'
import { nodePool, useNodePool } from '../model/node-pool.ts'

export const NO_NODE_MESSAGE = 'No node is reachable'

/**
 * Shown while every node fails (docs/client-rules.md#error-catalogue): which nodes were tried and Try again. The pool keeps
 * probing meanwhile; when a node answers again the page's reads run again by themselves.
 */
export function NodeStatusBanner() {
  const { phase, tried } = useNodePool()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const previous = useRef(phase)
  useEffect(() => {
    if (previous.current === 'unreachable' && phase === 'ready')
      void queryClient.refetchQueries({ type: 'active' })
    previous.current = phase
  }, [phase, queryClient])
  if (phase !== 'unreachable') return null
  const retry = async () => {
    setChecking(true)
    try {
      await nodePool().probeAll()
    } finally {
      setChecking(false)
    }
  }
  return (
    <div role="alert" className="border-b border-danger bg-canvas-subtle">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <div className="flex-1">
          <p className="font-semibold text-danger">{NO_NODE_MESSAGE}</p>
          <p className="text-sm text-fg-muted" data-testid="nodes-tried">
            Tried: {tried.join(', ')}. Checking again every few seconds.
          </p>
        </div>
        <Button onClick={() => void retry()} disabled={checking}>
          {checking ? 'Checking…' : 'Try again'}
        </Button>
      </div>
    </div>
  )
}
