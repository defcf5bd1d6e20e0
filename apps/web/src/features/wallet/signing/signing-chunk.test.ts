import * as gitopiaTx from '@gitopia/gitopia-js/src/types/gitopia/tx'
import * as rewardsTx from '@gitopia/gitopia-js/src/types/rewards/tx'
import * as storageTx from '@gitopia/gitopia-js/src/types/storage/tx'
import { describe, expect, it } from 'vitest'
import { canEncode } from './signing-chunk.ts'

function msgNames(module: Record<string, unknown>): string[] {
  return Object.keys(module).filter(
    name =>
      name.startsWith('Msg') &&
      !name.endsWith('Response') &&
      !name.includes('_') &&
      name !== 'MsgClientImpl',
  )
}

describe('the signing chunk', () => {
  it('encodes every Gitopia, storage and rewards Msg, so other features never register types', () => {
    const urls = [
      ...msgNames(gitopiaTx).map(name => `/gitopia.gitopia.gitopia.${name}`),
      ...msgNames(storageTx).map(name => `/gitopia.gitopia.storage.${name}`),
      ...msgNames(rewardsTx).map(name => `/gitopia.gitopia.rewards.${name}`),
    ]
    expect(urls.length).toBeGreaterThan(80)
    expect(urls.filter(url => !canEncode(url))).toEqual([])
  })

  it('encodes the SDK Msgs the app sends: bank, group, feegrant, ibc transfer', () => {
    for (const url of [
      '/cosmos.bank.v1beta1.MsgSend',
      '/cosmos.bank.v1beta1.MsgMultiSend',
      '/cosmos.group.v1.MsgSubmitProposal',
      '/cosmos.group.v1.MsgVote',
      '/cosmos.group.v1.MsgExec',
      '/cosmos.group.v1.MsgUpdateGroupMembers',
      '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
      '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
      '/ibc.applications.transfer.v1.MsgTransfer',
    ]) {
      expect(canEncode(url), url).toBe(true)
    }
  })
})
