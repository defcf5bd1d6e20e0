import { byNumericId, Records } from '../../../state/records.ts'
import type { Store, Table } from '../../../state/store.ts'

export interface Task {
  readonly id: string
  readonly type: 'TASK_TYPE_FORK_REPOSITORY' | 'TASK_TYPE_SET_PULL_REQUEST_STATE'
  readonly state: 'TASK_STATE_PENDING' | 'TASK_STATE_SUCCESS' | 'TASK_STATE_FAILURE'
  readonly message: string
  readonly creator: string
  readonly provider: string
}

/** Tasks by id (merges waiting for their storage provider). */
export class TasksKeeper extends Records<Task> {
  readonly #counters: Table<string>

  constructor(store: Store) {
    super(store.table('gitopia/tasks'), task => task.id, byNumericId)
    this.#counters = store.table('gitopia/task-counter')
  }

  create(fields: Omit<Task, 'id'>): Task {
    const id = this.#counters.get('task') ?? '0'
    this.#counters.set('task', (BigInt(id) + 1n).toString())
    const task = { id, ...fields }
    this.save(task)
    return task
  }
}
