import { useRepository } from '../../model/repository-context.ts'
import { CopyButton } from '@/ui/copy-button.tsx'

/** A repository without commits: how to push the first ones. */
export function EmptyRepository() {
  const { owner, repository } = useRepository()
  const remote = `gitopia://${owner}/${repository.name}`
  const commands = [
    `git init`,
    `git add .`,
    `git commit -m "First commit"`,
    `git remote add origin ${remote}`,
    `git push -u origin master`,
  ].join('\n')
  return (
    <section
      aria-labelledby="empty-heading"
      className="flex flex-col gap-3 rounded-md border border-border p-6"
    >
      <h2 id="empty-heading" className="text-lg font-semibold">
        This repository is empty
      </h2>
      <p className="text-fg-muted">
        Push an existing repository or create a new one from the command line. Pushing needs{' '}
        <code>git-remote-gitopia</code> and your wallet file (set <code>GITOPIA_WALLET</code> to its
        path); the remote helper signs the push.
      </p>
      <div className="flex items-start gap-2">
        <pre
          className="flex-1 overflow-x-auto rounded-md bg-canvas-subtle p-3 font-mono text-sm"
          data-testid="push-instructions"
        >
          {commands}
        </pre>
        <CopyButton text={commands} label="Copy push commands" />
      </div>
    </section>
  )
}
