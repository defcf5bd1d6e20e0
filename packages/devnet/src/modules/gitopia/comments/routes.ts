import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { RouteResponse, Router } from '../../../http/router.ts'
import { numericKey } from '../../../state/store.ts'
import { REST_PREFIX, uintParam } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import type { CommentParent } from '../json.ts'

export function registerCommentRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  router.get(`${p}/comment`, ({ query }) => {
    const page = paginate(g.comments.all(), parsePageRequest(query), comment => comment.id)
    return ok({ Comment: page.items, pagination: page.pagination })
  })
  const routes = (segment: string, parent: CommentParent, iidName: string) => {
    const parentOf = (params: Readonly<Record<string, string>>) => ({
      repositoryId: uintParam(params.repositoryId, 'repositoryId').toString(),
      parentIid: uintParam(params[iidName], iidName).toString(),
    })
    const missingParent = (repositoryId: string, parentIid: string): RouteResponse | undefined => {
      const exists =
        parent === 'COMMENT_PARENT_ISSUE'
          ? g.issues.byIid(repositoryId, parentIid)
          : g.pulls.byIid(repositoryId, parentIid)
      return exists ? undefined : grpcError(2, 'key not found')
    }
    router.get(
      `${p}/repository/{repositoryId}/${segment}/{${iidName}}/comment`,
      ({ params, query }) => {
        const { repositoryId, parentIid } = parentOf(params)
        const missing = missingParent(repositoryId, parentIid)
        if (missing) return missing
        const page = paginate(
          g.comments.ofParent(parent, repositoryId, parentIid),
          parsePageRequest(query),
          comment => numericKey(BigInt(comment.commentIid)),
        )
        return ok({ Comment: page.items, pagination: page.pagination })
      },
    )
    router.get(
      `${p}/repository/{repositoryId}/${segment}/{${iidName}}/comment/{commentIid}`,
      ({ params }) => {
        const { repositoryId, parentIid } = parentOf(params)
        const iid = uintParam(params.commentIid, 'commentIid').toString()
        const comment = g.comments.byIid(parent, repositoryId, parentIid, iid)
        return comment ? ok({ Comment: comment }) : grpcError(2, 'key not found')
      },
    )
  }
  routes('issue', 'COMMENT_PARENT_ISSUE', 'issueIid')
  routes('pullrequest', 'COMMENT_PARENT_PULL_REQUEST', 'pullRequestIid')
}
