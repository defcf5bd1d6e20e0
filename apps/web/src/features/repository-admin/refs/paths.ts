import { paths } from '@/config/paths.ts'

const repo = (owner: string, name: string) => paths.repository.href(owner, name)

export const refPaths = {
  branches: (owner: string, name: string) => `${repo(owner, name)}/branches`,
  tags: (owner: string, name: string) => `${repo(owner, name)}/tags`,
}
