// Golden Amino JSON (see amino-golden.ts) of x/staking and x/distribution Msgs: each module's
// ModuleCdc wraps them under the names its RegisterLegacyAminoCodec gives (SDK 0.47.13
// x/staking/types/codec.go, x/distribution/types/codec.go), with the Go json tags of tx.pb.go
// (snake_case, omitempty on the addresses and creation_height, never on the Coin).
import {
  withdrawCommissionMsg,
  setWithdrawAddressMsg,
  withdrawRewardMsg,
} from '@gitopia-client/chain/distribution'
import {
  cancelUnbondingMsg,
  delegateMsg,
  redelegateMsg,
  undelegateMsg,
} from '@gitopia-client/chain/staking'
import { ALICE, BOB, type AminoGoldenCase } from './amino-golden-base.ts'

const VALIDATOR = 'gitopiavaloper1one'
const OTHER = 'gitopiavaloper1two'
const bond = (amount: string) => ({ amount, denom: 'ulore' })

export const STAKING: readonly AminoGoldenCase[] = [
  {
    name: 'delegate',
    msg: delegateMsg(ALICE, VALIDATOR, 1_000_000n),
    signed: {
      type: 'cosmos-sdk/MsgDelegate',
      value: { amount: bond('1000000'), delegator_address: ALICE, validator_address: VALIDATOR },
    },
  },
  {
    name: 'undelegate',
    msg: undelegateMsg(ALICE, VALIDATOR, 5n),
    signed: {
      type: 'cosmos-sdk/MsgUndelegate',
      value: { amount: bond('5'), delegator_address: ALICE, validator_address: VALIDATOR },
    },
  },
  {
    name: 'redelegate',
    msg: redelegateMsg(ALICE, VALIDATOR, OTHER, 7n),
    signed: {
      type: 'cosmos-sdk/MsgBeginRedelegate',
      value: {
        amount: bond('7'),
        delegator_address: ALICE,
        validator_dst_address: OTHER,
        validator_src_address: VALIDATOR,
      },
    },
  },
  {
    name: 'cancel an unbonding: creation_height (int64) as a string',
    msg: cancelUnbondingMsg(ALICE, VALIDATOR, 3n, 42n),
    signed: {
      type: 'cosmos-sdk/MsgCancelUnbondingDelegation',
      value: {
        amount: bond('3'),
        creation_height: '42',
        delegator_address: ALICE,
        validator_address: VALIDATOR,
      },
    },
  },
  {
    name: "claim a delegation's rewards (registered as MsgWithdrawDelegationReward)",
    msg: withdrawRewardMsg(ALICE, VALIDATOR),
    signed: {
      type: 'cosmos-sdk/MsgWithdrawDelegationReward',
      value: { delegator_address: ALICE, validator_address: VALIDATOR },
    },
  },
  {
    name: 'set the withdraw address (registered as MsgModifyWithdrawAddress)',
    msg: setWithdrawAddressMsg(ALICE, BOB),
    signed: {
      type: 'cosmos-sdk/MsgModifyWithdrawAddress',
      value: { delegator_address: ALICE, withdraw_address: BOB },
    },
  },
  {
    name: "withdraw a validator's commission (registered as MsgWithdrawValCommission)",
    msg: withdrawCommissionMsg(VALIDATOR),
    signed: {
      type: 'cosmos-sdk/MsgWithdrawValCommission',
      value: { validator_address: VALIDATOR },
    },
  },
]
