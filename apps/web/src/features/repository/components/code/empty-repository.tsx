import type { ReactNode } from 'react'
import { CopyButton } from '@/ui/copy-button.tsx'
import { useRepository } from '../../model/repository-context.ts'

// The remote helper's own repository: its README has the installers for each system.
const REMOTE_HELPER_URL = 'https://github.com/gitopia/git-remote-gitopia'
// The wallet menu's popover (features/wallet): a button anywhere on the page may open it.
const WALLET_MENU_ID = 'wallet-panel'

function Commands({ text, label, testId }: { text: string; label: string; testId?: string }) {
  return (
    <div className="flex items-start gap-2">
      {/* Focusable: on a phone the commands scroll sideways, also by keyboard. */}
      <pre
        tabIndex={0}
        className="min-w-0 flex-1 overflow-x-auto rounded-md bg-canvas-subtle p-3 font-mono text-sm"
        data-testid={testId}
      >
        {text}
      </pre>
      <CopyButton text={text} label={label} />
    </div>
  )
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </li>
  )
}

/**
 * A repository without commits: the quick setup to push the first ones (the remote helper, the
 * wallet file it signs with, the push).
 */
export function EmptyRepository() {
  const { owner, repository } = useRepository()
  const remote = `gitopia://${owner}/${repository.name}`
  const push = [
    `git init`,
    `git add .`,
    `git commit -m "First commit"`,
    `git remote add origin ${remote}`,
    `git push -u origin master`,
  ].join('\n')
  return (
    <section
      aria-labelledby="empty-heading"
      className="flex flex-col gap-4 rounded-md border border-border p-6"
    >
      <h2 id="empty-heading" className="text-lg font-semibold">
        This repository is empty
      </h2>
      <p className="text-fg-muted">
        Git pushes to Gitopia through a remote helper that signs each push with your wallet.
      </p>
      <ol className="flex flex-col gap-4">
        <Step title="1. Install git-remote-gitopia">
          <p className="text-sm">
            Follow the{' '}
            <a className="text-accent underline" href={REMOTE_HELPER_URL} rel="noreferrer">
              installation steps of git-remote-gitopia
            </a>{' '}
            for your system, or run its installer:
          </p>
          <Commands text="curl https://get.gitopia.com | bash" label="Copy install command" />
        </Step>
        <Step title="2. Give it your wallet file">
          <p className="text-sm">
            Choose <strong>Download backup</strong> in the{' '}
            <button type="button" popoverTarget={WALLET_MENU_ID} className="text-accent underline">
              wallet menu
            </button>{' '}
            and point <code>GITOPIA_WALLET</code> at the saved file:
          </p>
          <Commands
            text="export GITOPIA_WALLET=/path/to/wallet-backup.json"
            label="Copy wallet setting"
          />
        </Step>
        <Step title="3. Push your code">
          <p className="text-sm">From a new or existing folder:</p>
          <Commands text={push} label="Copy push commands" testId="push-instructions" />
        </Step>
      </ol>
    </section>
  )
}
