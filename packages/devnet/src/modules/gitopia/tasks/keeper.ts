import { numericKey, type Store, type Table } from '../../../state/store.ts'

export interface Task {
  readonly id: string
  readonly type: 'TASK_TYPE_FORK_REPOSITORY' | 'TASK_TYPE_SET_PULL_REQUEST_STATE'
  readonly state: 'TASK_STATE_PENDING' | 'TASK_STATE_SUCCESS' | 'TASK_STATE_FAILURE'
  readonly message: string
  readonly creator: string
  readonly provider: string
}

/** Tasks by id (merges waiting for their storage provider). */
export class TasksKeeper {
  readonly #rows: Table<Task>
  readonly #counters: Table<string>

  constructor(store: Store) {
    this.#rows = store.table('gitopia/tasks')
    this.#counters = store.table('gitopia/task-counter')
  }

  create(fields: Omit<Task, 'id'>): Task {
    const id = this.#counters.get('task') ?? '0'
    this.#counters.set('task', (BigInt(id) + 1n).toString())
    const task = { id, ...fields }
    this.#rows.set(numericKey(BigInt(id)), task)
    return task
  }

  get(id: string | bigint): Task | undefined {
    return this.#rows.get(numericKey(BigInt(id)))
  }

  all(): Task[] {
    return this.#rows.values()
  }

  save(task: Task): void {
    this.#rows.set(numericKey(BigInt(task.id)), task)
  }
}
