export { createGitopiaAminoTypes, createGitopiaRegistry, packNestedMsgs } from './registry.ts'

export { MSG_SIGN_DATA_TYPE_URL, MsgSignData } from './offchain.ts'
export { allGitopiaMsgTypes } from './gitopia-types.ts'
