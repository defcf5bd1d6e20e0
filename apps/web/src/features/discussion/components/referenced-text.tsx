import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { splitReferences, type ReferenceScope } from '../model/references.ts'

import { NumberLink } from './number-link.tsx'

// Few texts name a commit: its lookups (provider reads the issue pages do not need) load with one.
const CommitLink = lazy(() => import('./commit-link.tsx'))

/**
 * Plain text of a discussion with its references as links: a mention at once (the profile page
 * says when there is no such name), `#12` and a sha once the chain or the provider confirms what
 * they name; until then, and when they name nothing, they stay the text that was written.
 */
export function ReferencedText({ text, scope }: { text: string; scope: ReferenceScope }) {
  const parts = splitReferences(text)
  if (parts.length === 1 && typeof parts[0] === 'string') return text
  return parts.map((part, key) => {
    if (typeof part === 'string') return part
    const { reference } = part
    switch (reference.kind) {
      case 'mention':
        return (
          <Link key={key} to={paths.owner.href(reference.name)} className="font-semibold">
            {part.text}
          </Link>
        )
      case 'number':
        return (
          <NumberLink
            key={key}
            text={part.text}
            iid={reference.iid}
            {...(reference.repository ?? scope)}
          />
        )
      case 'commit':
        return (
          <Suspense key={key} fallback={part.text}>
            <CommitLink text={part.text} sha={reference.sha} scope={scope} />
          </Suspense>
        )
    }
  })
}
