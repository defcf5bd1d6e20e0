import { createHash } from 'node:crypto'
import { Equivocation } from 'cosmjs-types/cosmos/evidence/v1beta1/evidence'
import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz'
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import type { Devnet } from '../node.ts'
import { DEMO_ACCOUNTS, DEMO_BOUNTIES, DEMO_GROUP_PROPOSALS } from '../seed/demo-world.ts'
import { signingClient } from '../testing/harness.ts'
import type { World } from './requests.ts'

const alice = DEMO_ACCOUNTS.alice.address

interface EquivocationJson {
  readonly height: string
  readonly time: string
  readonly power: string
  readonly consensus_address: string
}

/** x/evidence's hash of an Equivocation: sha256 of its protobuf bytes, upper-case hex. */
function evidenceHash(evidence: EquivocationJson | undefined): string {
  if (!evidence) throw new Error('the devnet has no evidence')
  const bytes = Equivocation.encode({
    height: BigInt(evidence.height),
    time: { seconds: BigInt(Date.parse(evidence.time) / 1000), nanos: 0 },
    power: BigInt(evidence.power),
    consensusAddress: evidence.consensus_address,
  }).finish()
  return createHash('sha256').update(bytes).digest('hex').toUpperCase()
}
const FEE = { amount: [{ denom: 'ulore', amount: '20000' }], gas: '2000000' }

async function getJson<T>(devnet: Devnet | { restUrl: string }, path: string): Promise<T> {
  const response = await fetch(`${devnet.restUrl}${path}`)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    if (value !== undefined) return value
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error('the world never reached the state the conformance test needs')
}

async function signAndSend(
  rpcUrl: string,
  devnet: Devnet | undefined,
  prefix: string,
  msgs: (address: string) => EncodeObject[],
  fee = FEE,
) {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEMO_ACCOUNTS.alice.mnemonic, {
    prefix,
  })
  const [account] = await wallet.getAccounts()
  const client = devnet
    ? await signingClient(devnet, wallet)
    : await (
        await import('@cosmjs/stargate')
      ).SigningStargateClient.connectWithSigner(rpcUrl, wallet)
  const result = await client.signAndBroadcast(
    account?.address ?? '',
    msgs(account?.address ?? ''),
    fee,
  )
  client.disconnect()
  if (result.code !== 0) throw new Error(`world tx failed: ${result.rawLog ?? ''}`)
  return result
}

const transfer = (
  sender: string,
  receiver: string,
  channel: string,
  denom: string,
): EncodeObject => ({
  typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
  value: {
    sourcePort: 'transfer',
    sourceChannel: channel,
    token: { denom, amount: '1000' },
    sender,
    receiver,
    timeoutHeight: { revisionNumber: 1n, revisionHeight: 1_000_000n },
    timeoutTimestamp: 0n,
    memo: '',
  },
})

/**
 * What the demo world lacks for every path to have something to show: an inbound IBC transfer
 * (a denom trace, a receipt and an acknowledgement), a packet the relayer has not relayed (a
 * commitment), a gov proposal with a deposit and a vote, a delegation, an authz grant and a merge
 * task.
 */
export async function buildWorld(devnet: Devnet): Promise<World> {
  const osmosis = devnet.counterparties.find(c => c.chainName === 'osmosis')
  if (!osmosis) throw new Error('the conformance devnet runs the counterparties')
  const inbound = await signAndSend(
    osmosis.rpcUrl,
    undefined,
    'osmo',
    address => [transfer(address, alice, 'channel-781', 'uosmo')],
    { amount: [{ denom: 'uosmo', amount: '50000' }], gas: '2000000' },
  )
  const received = inbound.events
    .find(e => e.type === 'send_packet')
    ?.attributes.find(a => a.key === 'packet_sequence')?.value
  const traceHash = await eventually(async () => {
    const { denom_traces } = await getJson<{ denom_traces: unknown[] }>(
      devnet,
      '/ibc/apps/transfer/v1/denom_traces',
    )
    return denom_traces.length > 0
      ? (
          await getJson<{ hash: string }>(
            devnet,
            '/ibc/apps/transfer/v1/denom_hashes/transfer/channel-0/uosmo',
          )
        ).hash
      : undefined
  })
  const validators = await getJson<{ validators: { operator_address: string; status: string }[] }>(
    devnet,
    '/cosmos/staking/v1beta1/validators?status=BOND_STATUS_BONDED',
  )
  const validator = validators.validators[0]?.operator_address ?? ''
  const master = await getJson<{ Branch: { sha: string } }>(
    devnet,
    '/gitopia/gitopia/gitopia/alice/repository/hello-world/branch/master',
  )
  // The relayer pauses, so the transfer below keeps its commitment.
  devnet.setFault('relayer', { down: true })
  const result = await signAndSend(devnet.rpcUrl, devnet, 'gitopia', () => [
    {
      typeUrl: '/cosmos.gov.v1beta1.MsgSubmitProposal',
      value: {
        content: {
          typeUrl: '/cosmos.gov.v1beta1.TextProposal',
          value: TextProposal.encode({
            title: 'Conformance',
            description: 'A text proposal',
          }).finish(),
        },
        initialDeposit: [{ denom: 'ulore', amount: '10000000' }],
        proposer: alice,
      },
    },
    { typeUrl: '/cosmos.gov.v1beta1.MsgVote', value: { proposalId: 1n, voter: alice, option: 1 } },
    transfer(alice, 'osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'channel-0', 'ulore'),
    {
      typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
      value: {
        delegatorAddress: alice,
        validatorAddress: validator,
        amount: { denom: 'ulore', amount: '1000000' },
      },
    },
    {
      typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
      value: {
        delegatorAddress: alice,
        validatorAddress: validator,
        amount: { denom: 'ulore', amount: '1000' },
      },
    },
    {
      typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
      value: {
        granter: alice,
        grantee: DEMO_ACCOUNTS.carol.address,
        grant: {
          authorization: {
            typeUrl: '/cosmos.authz.v1beta1.GenericAuthorization',
            value: GenericAuthorization.encode({ msg: '/cosmos.bank.v1beta1.MsgSend' }).finish(),
          },
        },
      },
    },
    {
      typeUrl: '/gitopia.gitopia.gitopia.MsgInvokeMergePullRequest',
      value: {
        creator: alice,
        repositoryId: 0,
        iid: 1,
        provider: devnet.providers[0]?.address ?? '',
        baseCommitSha: master.Branch.sha,
      },
    },
  ])
  const pending = result.events
    .find(e => e.type === 'send_packet')
    ?.attributes.find(a => a.key === 'packet_sequence')?.value
  const { info } = await getJson<{ info: { address: string }[] }>(
    devnet,
    '/cosmos/slashing/v1beta1/signing_infos',
  )
  const { evidence } = await getJson<{ evidence: EquivocationJson[] }>(
    devnet,
    '/cosmos/evidence/v1beta1/evidence',
  )
  const policies = await getJson<{ group_policies: { address: string }[] }>(
    devnet,
    '/cosmos/group/v1/group_policies_by_group/1',
  )
  return {
    validator,
    consensusAddress: info[0]?.address ?? '',
    evidenceHash: evidenceHash(evidence[0]),
    proposalId: '1',
    txHash: result.transactionHash,
    txHeight: String(result.height),
    pendingSequence: pending ?? '',
    receivedSequence: received ?? '',
    traceHash,
    groupId: '1',
    groupProposalId: DEMO_GROUP_PROPOSALS.docsSprint.id,
    groupPolicy: policies.group_policies[0]?.address ?? '',
    bountyId: DEMO_BOUNTIES.greeting.id,
    releaseId: '0',
    challengeId: '0',
  }
}
