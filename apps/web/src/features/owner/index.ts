export { OwnerProfile } from './components/owner-profile.tsx'
export { RepositoryList } from './components/repository-list.tsx'
export { MemberList } from './components/member-list.tsx'
export { DaoList } from './components/dao-list.tsx'
export { ProfileHeader } from './components/profile-header.tsx'
export { ownerQuery, useOwner, summarizeOwner, type Owner, type OwnerSummary } from './api/owner.ts'
export {
  ownerRepositoriesQuery,
  useOwnerRepositories,
  fetchAllOwnerRepositories,
} from './api/owner-repositories.ts'
export { userDaosQuery, useUserDaos, daoMembersQuery, useDaoMembers } from './api/memberships.ts'
