import { Link } from 'react-router'
import { DEVELOPER_PAGES } from '@/config/build.ts'
import { paths } from '@/config/paths.ts'

/** What a visitor looks for at the bottom of a page: the chain-wide pages and the nodes. */
const LINKS = [
  { name: 'Explore', href: paths.explore.href() },
  { name: 'Bounties', href: paths.bounties.href() },
  { name: 'Governance', href: paths.governance.href() },
  { name: 'Staking', href: paths.staking.href() },
  { name: 'Chain', href: paths.chain.href() },
  { name: 'Storage network', href: paths.storage.href() },
  { name: 'Nodes', href: paths.networkSettings.href() },
  ...(DEVELOPER_PAGES ? [{ name: 'Component gallery', href: paths.components.href() }] : []),
]

export function SiteFooter() {
  return (
    <footer className="border-t border-border text-xs text-fg-muted">
      <nav className="mx-auto max-w-6xl px-4 py-2" aria-label="Footer">
        <ul className="flex flex-wrap gap-x-2">
          {LINKS.map(link => (
            <li key={link.href}>
              {/* 44 px tall: a tap target on a phone. */}
              <Link to={link.href} className="inline-flex min-h-11 items-center px-2 hover:text-fg">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  )
}
