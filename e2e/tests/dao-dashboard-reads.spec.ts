import { sha256 } from '@cosmjs/crypto'
import { toBech32, toUtf8 } from '@cosmjs/encoding'
import { expect, isChainRead, test } from '../fixtures.ts'
import { createDaoMsg, daoAccountsOf, textProposalMsg } from '../support/dao.ts'
import { sendAs } from '../support/send.ts'
import { buildUser } from '../support/world.ts'

/** The chain's address of group policy number `sequence` (cosmos-sdk 0.47 x/group, ADR-028). */
function policyAddressOf(sequence: bigint): string {
  const hash = (...parts: Uint8Array[]) => sha256(Uint8Array.from(parts.flatMap(part => [...part])))
  const key = new Uint8Array(8)
  new DataView(key.buffer).setBigUint64(0, sequence)
  const base = hash(sha256(toUtf8('module')), toUtf8('group'), Uint8Array.of(0, 0x21))
  return toBech32('gitopia', hash(sha256(base), key))
}

const createDao = (member: string, name: string) =>
  createDaoMsg({ name, members: [{ address: member, metadata: 'OWNER' }] })

test('a DAO whose policy number is not its group number still shows its own proposals', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const suffix = Date.now().toString(36)
  // A fresh user owns these DAOs, so the shared world's users (alice's dashboard lists her DAOs)
  // are left as the seed made them.
  const owner = await buildUser(stack, 'policy')
  const sendAsOwner = (msgs: Parameters<typeof sendAs>[2]) => sendAs(stack, owner.mnemonic, msgs)
  const dao = `own-policy-${suffix}`
  // A plain group takes a group number but no policy number: the next DAO's policy is not the
  // one numbered like its group, and the guess names a later DAO's policy instead.
  await sendAsOwner([
    {
      type: '/cosmos.group.v1.MsgCreateGroup',
      value: {
        admin: owner.address,
        members: [{ address: owner.address, weight: '1', metadata: '' }],
        metadata: 'plain group',
      },
    },
    createDao(owner.address, dao),
  ])
  const { groupId, policy } = await daoAccountsOf(stack.rest, dao)
  const guess = policyAddressOf(BigInt(groupId))
  expect(policy).not.toBe(guess)
  let other = ''
  for (let n = 0; n < 4 && other !== guess; n++) {
    const name = `other-policy-${suffix}-${n}`
    await sendAsOwner([createDao(owner.address, name)])
    other = (await daoAccountsOf(stack.rest, name)).policy
  }
  expect(other, 'a DAO holds the policy the guess names').toBe(guess)
  await sendAsOwner([
    textProposalMsg(other, owner.address, 'Proposal of the other DAO'),
    textProposalMsg(policy, owner.address, 'Proposal of this DAO'),
  ])

  const guessRead = page.waitForRequest(
    request =>
      isChainRead(stack, request.url()) &&
      request.url().includes(`/proposals_by_group_policy/${guess}`),
  )
  await page.goto(`/daos/${dao}/dashboard`)
  await guessRead
  const proposals = page.getByRole('list', { name: 'Proposals' })
  await expect(proposals.getByTestId('proposal')).toHaveCount(1)
  await expect(proposals).toContainText('Proposal of this DAO')
  await expect(proposals).not.toContainText('Proposal of the other DAO')
})
