import type { EncodeObject } from '@cosmjs/proto-signing'
import type { AminoCodec } from '../codec/amino-types.ts'

/**
 * Msgs the chain refuses when signed in Amino JSON, the only mode a Ledger signs
 * (docs/protocol.md#amino-json), with the reason: storage's `MsgUnjailProvider` has no
 * `GetSignBytes`, and a v1beta1 community-pool spend has no handler on Gitopia in any mode.
 */
function chainRefusal(msg: EncodeObject): string | null {
  if (msg.typeUrl === '/gitopia.gitopia.storage.MsgUnjailProvider')
    return 'the chain has no Amino JSON form of MsgUnjailProvider'
  const content = (msg.value as { content?: { typeUrl?: string } } | null)?.content
  if (
    msg.typeUrl === '/cosmos.gov.v1beta1.MsgSubmitProposal' &&
    content?.typeUrl === '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal'
  )
    return 'the chain takes community-pool spends only as gov v1 proposals'
  return null
}

const msgName = (typeUrl: string) => typeUrl.slice(typeUrl.lastIndexOf('.') + 1)

/** Why a Ledger cannot sign these Msgs so that the chain accepts them; said before it is asked. */
export class LedgerSignModeError extends Error {
  constructor(reason: string) {
    super(`A Ledger cannot sign this transaction: ${reason}. Use a local wallet or Keplr for it.`)
    this.name = 'LedgerSignModeError'
  }
}

/** Throws a LedgerSignModeError when a Msg cannot go to the chain in Amino JSON. */
export function checkAminoSignable(msgs: readonly EncodeObject[], amino: AminoCodec): void {
  for (const msg of msgs) {
    const refusal = chainRefusal(msg)
    if (refusal) throw new LedgerSignModeError(refusal)
    try {
      amino.toAmino(msg)
    } catch {
      throw new LedgerSignModeError(`this app has no Amino JSON form of ${msgName(msg.typeUrl)}`)
    }
  }
}
