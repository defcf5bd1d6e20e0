import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppConfigContext, defaultAppConfig, useApiEndpoint } from '@/config/app-config.ts'
import { ownerRepositoriesQuery } from '@/features/owner/index.ts'
import { NewRepositoryForm } from './new-repository-form.tsx'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const acme = 'gitopia1qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qursqlrcle'

const repository = (name: string, owner: string) => ({
  id: '1',
  name,
  owner: { id: owner, type: 'USER' },
  issuesCount: '0',
  pullsCount: '0',
  createdAt: '1717000000',
  updatedAt: '1717000000',
})

/** The node's REST answers for this test: alice's repositories, her DAO, acme's repositories. */
function node(url: string): unknown {
  const path = new URL(url).pathname
  if (path.endsWith(`/user/${alice}/dao`)) {
    return {
      dao: [
        { address: acme, name: 'acme', id: '0', group_id: '1', createdAt: '1', updatedAt: '1' },
      ],
      pagination: null,
    }
  }
  if (path.endsWith(`/user/${alice}/repository`)) {
    return { Repository: [repository('Hello-World', alice)], pagination: null }
  }
  if (path.endsWith(`/user/${acme}/repository`)) {
    return { Repository: [repository('site', acme)], pagination: null }
  }
  throw new Error(`unexpected request ${url}`)
}

function renderForm(
  submit: () => Promise<unknown>,
  onCreated = vi.fn(),
  refresh = vi.fn(async () => undefined),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppConfigContext value={defaultAppConfig()}>
      <QueryClientProvider client={client}>
        <NewRepositoryForm
          account={{ address: alice, username: 'alice' }}
          submit={submit}
          refresh={refresh}
          pending={false}
          initialOwner={null}
          onCreated={onCreated}
        />
      </QueryClientProvider>
    </AppConfigContext>,
  )
  return { onCreated, refresh }
}

describe('NewRepositoryForm', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json(node(url))),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sanitizes the name, says when it is taken, and sends MsgCreateRepository for a DAO', async () => {
    const user = userEvent.setup()
    const submit = vi.fn(async () => ({}))
    const { onCreated } = renderForm(submit)
    const name = screen.getByLabelText('Repository name')
    await user.type(name, 'hello world')
    expect(
      await screen.findByText('The repository hello-world already exists on this account.'),
    ).toBeTruthy()
    expect(screen.getByText('hello-world', { selector: 'strong' })).toBeTruthy()
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Create repository' }).disabled,
    ).toBe(true)

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2))
    await user.selectOptions(screen.getByLabelText('Owner'), 'acme')
    expect(await screen.findByText('hello-world is available.')).toBeTruthy()
    await user.type(screen.getByLabelText(/Description/), 'Our site')
    await user.click(screen.getByRole('button', { name: 'Create repository' }))

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('acme', 'hello-world'))
    expect(submit).toHaveBeenCalledWith({
      failureShownInline: true,
      msgs: [
        {
          typeUrl: '/gitopia.gitopia.gitopia.MsgCreateRepository',
          value: { creator: alice, owner: acme, name: 'hello-world', description: 'Our site' },
        },
      ],
      // The new repository shows in acme's list once the form hands over.
      invalidate: [ownerRepositoriesQuery(useApiEndpoint(), acme).queryKey],
    })
  })

  it('keeps everything typed and shows the raw log when the transaction fails', async () => {
    const user = userEvent.setup()
    const failure = Object.assign(new Error('The chain refused the transaction'), {
      rawLog: 'failed to execute message; message index: 0: cannot create repository',
    })
    const { onCreated, refresh } = renderForm(async () => Promise.reject(failure))
    await user.type(screen.getByLabelText('Repository name'), 'fresh')
    await user.type(screen.getByLabelText(/Description/), 'Kept')
    await screen.findByText('fresh is available.')
    await user.click(screen.getByRole('button', { name: 'Create repository' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The chain refused the transaction')
    expect(screen.getByTestId('raw-log').textContent).toBe(failure.rawLog)
    expect(screen.getByLabelText<HTMLInputElement>('Repository name').value).toBe('fresh')
    expect(screen.getByLabelText<HTMLInputElement>(/Description/).value).toBe('Kept')
    expect(onCreated).not.toHaveBeenCalled()
    // Someone may have taken the name meanwhile: alice's repositories are read again.
    expect(refresh).toHaveBeenCalledWith([ownerRepositoriesQuery(useApiEndpoint(), alice).queryKey])
  })
})
