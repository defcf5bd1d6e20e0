import type { ReactNode } from 'react'
import { preload } from '@/lib/lazy-routes.ts'
import type { PullTabProps } from './tab-props.ts'

// Each tab of the pull request page is its own chunk: the Conversation tab does not load the diff
// view, the Files tab not the merge flow. The route loader starts the one the URL names
// (loadPullTab) alongside the page's code, so it does not wait for the page to render, and the
// page shows it in the render that has the pull request (`useLoaded` in lib/lazy-routes.ts: no Suspense hold).

export type PullTab = 'conversation' | 'commits' | 'files'

/** Loads a tab's code and gives what shows it. */
export const loadTab: Readonly<Record<PullTab, () => Promise<(props: PullTabProps) => ReactNode>>> =
  {
    conversation: async () => (await import('./conversation-tab.tsx')).showConversationTab,
    commits: async () => (await import('./commits-tab.tsx')).showCommitsTab,
    files: async () => (await import('./files-tab.tsx')).showFilesTab,
  }

/** The tab a URL's segment names (undefined is the Conversation tab); null for no tab. */
export function pullTabOf(segment: string | undefined): PullTab | null {
  if (segment === undefined) return 'conversation'
  return segment === 'files' || segment === 'commits' ? segment : null
}

/** Starts loading a tab's code; `tab` is the URL's segment. */
export function loadPullTab(tab: string | undefined): void {
  const name = pullTabOf(tab)
  if (name) void preload(loadTab[name]).catch(() => undefined)
}
