import { lazy } from 'react'

// Each tab of the pull request page is its own chunk: the Conversation tab does not load the diff
// view, the Files tab not the merge flow. The route loader starts the one the URL names
// (loadPullTab) alongside the page's code, so it does not wait for the page to render.

const load = {
  conversation: () => import('./conversation-tab.tsx'),
  commits: () => import('./commits-tab.tsx'),
  files: () => import('./files-tab.tsx'),
}

/** Starts loading a tab's code; `tab` is the URL's segment (undefined is the Conversation tab). */
export function loadPullTab(tab: string | undefined): void {
  const start =
    tab === undefined ? load.conversation : tab === 'files' || tab === 'commits' ? load[tab] : null
  void start?.().catch(() => undefined)
}

export const ConversationTab = lazy(() =>
  load.conversation().then(module => ({ default: module.ConversationTab })),
)
export const CommitsTab = lazy(() =>
  load.commits().then(module => ({ default: module.CommitsTab })),
)
export const FilesTab = lazy(() => load.files().then(module => ({ default: module.FilesTab })))
