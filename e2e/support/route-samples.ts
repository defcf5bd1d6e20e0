// One URL per route of the app's route table, with the demo world's values, for the sweeps that
// load every page (mobile overflow, accessibility). `routePatterns` lists the table's patterns so
// a sweep fails when a route is added without a sample here.
import {
  DEMO_ACCOUNTS,
  DEMO_GROUP_PROPOSALS,
  DEMO_ISSUES,
  DEMO_PULLS,
  DEMO_RELEASES,
} from '@gitopia-client/devnet/demo-world'
import { ROUTE_MODULES, type RouteModules } from '../../apps/web/src/app/route-modules.ts'
import type { StackUrls } from '../fixtures.ts'

/** Every full path pattern of the route table (`''` for the root layout's own entry). */
export function routePatterns(
  routes: readonly RouteModules[] = ROUTE_MODULES,
  parent = '',
): string[] {
  return routes.flatMap(route => {
    const own = route.index
      ? parent
      : route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`
    const self = route.path === undefined && !route.index ? [] : [own]
    return [...self, ...routePatterns(route.children ?? [], own)]
  })
}

const REPO = '/alice/hello-world'

/** Values only the running chain knows: a transaction, a storage provider, a commit. */
async function chainValues(stack: StackUrls) {
  const faucet = await fetch(`${stack.rest}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: DEMO_ACCOUNTS.erin.address }),
  })
  const { txhash } = (await faucet.json()) as { txhash: string }
  const { providers } = (await (
    await fetch(`${stack.rest}/gitopia/gitopia/storage/providers`)
  ).json()) as { providers: { creator: string }[] }
  const branch = (await (
    await fetch(`${stack.rest}/gitopia/gitopia/gitopia/alice/repository/hello-world/branch/master`)
  ).json()) as { Branch: { sha: string } }
  return { txhash, provider: providers[0]?.creator ?? '', sha: branch.Branch.sha }
}

/** Pattern → a URL of the demo world that the pattern matches. */
export async function routeSamples(stack: StackUrls): Promise<Record<string, string>> {
  const { txhash, provider, sha } = await chainValues(stack)
  const release = DEMO_RELEASES.v1.tag
  return {
    '/': '/',
    '/home': '/home',
    '/daos/:name/dashboard': '/daos/devnet-dao/dashboard',
    '/daos/:name/proposals/:id': `/daos/devnet-dao/proposals/${DEMO_GROUP_PROPOSALS.newLogo.id}`,
    '/daos/new': '/daos/new',
    '/settings/profile': '/settings/profile',
    '/settings/network': '/settings/network',
    '/-/components': '/-/components',
    '/new': '/new',
    '/tx/:hash': `/tx/${txhash}`,
    '/account/:address': `/account/${DEMO_ACCOUNTS.alice.address}`,
    '/chain': '/chain',
    '/governance': '/governance',
    '/governance/:id': '/governance/1',
    '/notifications': '/notifications',
    '/assets': '/assets',
    '/staking': '/staking',
    '/get-lore': '/get-lore',
    '/explore': '/explore?q=hello',
    '/bounties': '/bounties',
    '/storage': '/storage',
    '/storage/providers/:address': `/storage/providers/${provider}`,
    '/:owner': '/alice',
    '/:owner/:repo': REPO,
    '/:owner/:repo/tree/*': `${REPO}/tree/master/src`,
    '/:owner/:repo/blob/*': `${REPO}/blob/master/src/main.ts`,
    '/:owner/:repo/commits/*': `${REPO}/commits/master`,
    '/:owner/:repo/commit/:sha': `${REPO}/commit/${sha}`,
    '/:owner/:repo/search': `${REPO}/search?q=greet`,
    '/:owner/:repo/blame/*': `${REPO}/blame/master/src/main.ts`,
    '/:owner/:repo/issues': `${REPO}/issues`,
    '/:owner/:repo/issues/new': `${REPO}/issues/new`,
    '/:owner/:repo/issues/labels': `${REPO}/issues/labels`,
    '/:owner/:repo/issues/:iid': `${REPO}/issues/${DEMO_ISSUES.greeting.iid}`,
    '/:owner/:repo/pulls': `${REPO}/pulls`,
    '/:owner/:repo/pulls/:iid/:tab?': `${REPO}/pulls/${DEMO_PULLS.greeting.iid}/files`,
    '/:owner/:repo/compare/*': `${REPO}/compare/master...develop`,
    '/:owner/:repo/releases': `${REPO}/releases`,
    '/:owner/:repo/releases/latest': `${REPO}/releases/latest`,
    '/:owner/:repo/releases/tag/:tag': `${REPO}/releases/tag/${release}`,
    '/:owner/:repo/releases/new': `${REPO}/releases/new`,
    '/:owner/:repo/releases/edit/:tag': `${REPO}/releases/edit/${release}`,
    '/:owner/:repo/branches': `${REPO}/branches`,
    '/:owner/:repo/tags': `${REPO}/tags`,
    '/:owner/:repo/settings': `${REPO}/settings`,
    '/:owner/:repo/storage': `${REPO}/storage`,
    '/*': '/no/such/page',
  }
}
