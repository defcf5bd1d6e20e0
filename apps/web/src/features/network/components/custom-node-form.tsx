import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { TextField } from '@/ui/field.tsx'
import { FormError } from '@/ui/form-parts.tsx'
import { notify } from '@/ui/toast/index.ts'
import { useFormTask } from '@/ui/use-form-task.ts'
import { nodePool } from '../model/node-pool.ts'

/** An http(s) URL without credentials, query or fragment; null when valid, else why not. */
export function endpointProblem(label: string, value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return `The ${label} URL is not a valid URL`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `The ${label} URL must start with https:// or http://`
  if (url.username || url.password || url.search || url.hash)
    return `The ${label} URL must not carry credentials, a query or a fragment`
  return null
}

/** Adds a custom REST + RPC pair: validated, probed, refused when it serves another chain. */
export function CustomNodeForm() {
  const [rest, setRest] = useState('')
  const [rpc, setRpc] = useState('')
  const { error: problem, setError: setProblem, busy, run } = useFormTask()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = endpointProblem('REST', rest) ?? endpointProblem('RPC', rpc)
    if (invalid) return setProblem(invalid)
    await run(async () => {
      await nodePool().addCustom(rest.trim().replace(/\/+$/, ''), rpc.trim().replace(/\/+$/, ''))
      notify('info', 'Custom node added and in use')
      setRest('')
      setRpc('')
    })
  }
  return (
    <form onSubmit={e => void submit(e)} className="flex flex-col gap-3" aria-label="Custom node">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="REST endpoint"
          inputClassName="font-mono"
          value={rest}
          onChange={setRest}
          placeholder="https://rest.example.com"
          required
        />
        <TextField
          label="RPC endpoint"
          inputClassName="font-mono"
          value={rpc}
          onChange={setRpc}
          placeholder="https://rpc.example.com"
          required
        />
      </div>
      <FormError error={problem} />
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Checking the node…' : 'Add and use'}
        </Button>
      </div>
    </form>
  )
}
