export { RepositoryList } from './components/repository-list.tsx'
export { MemberList, OwnerName } from './components/member-list.tsx'
export { DaoList } from './components/dao-list.tsx'
export { ProfileHeader } from './components/profile-header.tsx'
export { ownerQuery } from './api/owner.ts'
export {
  fetchAllOwnerRepositories,
  ownerRepositoriesQuery,
  useOwnerRepositories,
} from './api/owner-repositories.ts'
export {
  daoMembersQuery,
  fetchDaoMembers,
  userDaosQuery,
  useUserDaos,
  useDaoMembers,
} from './api/memberships.ts'
export { resolveAccount } from './api/resolve-account.ts'
