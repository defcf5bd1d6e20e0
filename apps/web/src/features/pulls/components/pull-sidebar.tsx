import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { UserLink } from '@/features/discussion/index.ts'
import { LabelBadge } from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'

function Section({
  title,
  empty,
  children,
}: {
  title: string
  empty: string
  children: ReactNode[]
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-1 border-b border-border pb-3 text-sm">
      <h3 className="font-semibold text-fg-muted">{title}</h3>
      {children.length === 0 ? <p className="text-fg-muted">{empty}</p> : children}
    </section>
  )
}

/** Reviewers, assignees, labels and the issues the pull request resolves. */
export function PullSidebar({ pull }: { pull: PullRequest }) {
  const { owner, name, repository } = useRepository()
  return (
    <aside className="flex flex-col gap-3">
      <Section title="Reviewers" empty="No reviewers">
        {pull.reviewers.map(address => (
          <UserLink key={address} address={address} />
        ))}
      </Section>
      <Section title="Assignees" empty="No one assigned">
        {pull.assignees.map(address => (
          <UserLink key={address} address={address} />
        ))}
      </Section>
      <Section title="Labels" empty="None yet">
        {pull.labels
          .map(id => repository.labels.find(label => label.id === id))
          .filter(label => label !== undefined)
          .map(label => (
            <span key={label.id}>
              <LabelBadge label={label} />
            </span>
          ))}
      </Section>
      <Section title="Linked issues" empty="None">
        {pull.issues.map(issue => (
          <Link
            key={issue.id}
            to={paths.repositoryIssue.href(owner, name, issue.iid)}
            className="text-accent hover:underline"
          >
            #{issue.iid}
          </Link>
        ))}
      </Section>
    </aside>
  )
}
