import * as z from 'zod/mini'
import { getGitopia, gitopiaPath, type ListOptions } from '../request.ts'
import { text, u64 } from '../wire.ts'

/** A job the chain hands to a storage provider (a fork, a pull request merge) and its outcome. */
export interface Task {
  readonly id: string
  readonly state: 'PENDING' | 'SUCCESS' | 'FAILURE'
  /** The provider's words, e.g. why a merge failed. */
  readonly message: string
  readonly provider: string
}

const taskWire = z.object({
  id: u64,
  state: z.enum(['TASK_STATE_PENDING', 'TASK_STATE_SUCCESS', 'TASK_STATE_FAILURE']),
  message: text,
  provider: text,
})

export async function getTask(api: string, id: string, options?: ListOptions): Promise<Task> {
  const body = await getGitopia(api, gitopiaPath('task', id), z.object({ Task: taskWire }), options)
  const { id: taskId, state, message, provider } = body.Task
  return {
    id: taskId,
    state: state.replace('TASK_STATE_', '') as Task['state'],
    message,
    provider,
  }
}
