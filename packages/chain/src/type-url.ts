/**
 * The proto packages whose Msgs the client builds, and the one way to name a Msg's type URL:
 * `/` + package + `.` + Msg name, as the chain's registry has it (docs/protocol.md).
 */
export type MsgPackage =
  | 'gitopia.gitopia.gitopia'
  | 'gitopia.gitopia.storage'
  | 'gitopia.gitopia.rewards'
  | 'cosmos.bank.v1beta1'

export function typeUrl(pkg: MsgPackage, msg: string): string {
  return `/${pkg}.${msg}`
}

/** `/gitopia.gitopia.gitopia.<Msg>`: users, DAOs, repositories, issues, pull requests. */
export const gitopiaTypeUrl = (msg: string) => typeUrl('gitopia.gitopia.gitopia', msg)

/** `/gitopia.gitopia.storage.<Msg>`: packfiles, release assets, LFS objects, providers. */
export const storageTypeUrl = (msg: string) => typeUrl('gitopia.gitopia.storage', msg)
