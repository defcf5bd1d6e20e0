import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

/** The Issues tab's pages, as child routes of the repository layout. */
export function issueRoutes(): RouteObject[] {
  return [
    {
      path: paths.repositoryIssueList.pattern,
      lazy: async () => ({
        Component: (await import('./routes/issues-list-route.tsx')).IssuesListRoute,
      }),
    },
    {
      path: paths.repositoryNewIssue.pattern,
      lazy: async () => ({
        Component: (await import('./routes/new-issue-route.tsx')).NewIssueRoute,
      }),
    },
    {
      path: paths.repositoryLabels.pattern,
      lazy: async () => ({ Component: (await import('./routes/labels-route.tsx')).LabelsRoute }),
    },
    {
      path: paths.repositoryIssue.pattern,
      lazy: async () => ({ Component: (await import('./routes/issue-route.tsx')).IssueRoute }),
    },
  ]
}
