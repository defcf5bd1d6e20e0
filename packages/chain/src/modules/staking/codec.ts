import type {
  MsgBeginRedelegate,
  MsgCancelUnbondingDelegation,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import type {
  MsgSetWithdrawAddress,
  MsgWithdrawDelegatorReward,
  MsgWithdrawValidatorCommission,
} from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { flatMessage } from '../../codec/flat-message.ts'

/** The protobuf types of the staking and distribution Msgs the app signs, by type URL. */
export const stakingMsgTypes = [
  [
    '/cosmos.staking.v1beta1.MsgDelegate',
    flatMessage<MsgDelegate>([
      ['delegatorAddress', 'string'],
      ['validatorAddress', 'string'],
      ['amount', 'coin'],
    ]),
  ],
  [
    '/cosmos.staking.v1beta1.MsgUndelegate',
    flatMessage<MsgUndelegate>([
      ['delegatorAddress', 'string'],
      ['validatorAddress', 'string'],
      ['amount', 'coin'],
    ]),
  ],
  [
    '/cosmos.staking.v1beta1.MsgBeginRedelegate',
    flatMessage<MsgBeginRedelegate>([
      ['delegatorAddress', 'string'],
      ['validatorSrcAddress', 'string'],
      ['validatorDstAddress', 'string'],
      ['amount', 'coin'],
    ]),
  ],
  [
    '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
    flatMessage<MsgCancelUnbondingDelegation>([
      ['delegatorAddress', 'string'],
      ['validatorAddress', 'string'],
      ['amount', 'coin'],
      ['creationHeight', 'int64'],
    ]),
  ],
  [
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
    flatMessage<MsgWithdrawDelegatorReward>([
      ['delegatorAddress', 'string'],
      ['validatorAddress', 'string'],
    ]),
  ],
  [
    '/cosmos.distribution.v1beta1.MsgSetWithdrawAddress',
    flatMessage<MsgSetWithdrawAddress>([
      ['delegatorAddress', 'string'],
      ['withdrawAddress', 'string'],
    ]),
  ],
  [
    '/cosmos.distribution.v1beta1.MsgWithdrawValidatorCommission',
    flatMessage<MsgWithdrawValidatorCommission>([['validatorAddress', 'string']]),
  ],
] as const
