import { AllowedMsgAllowance, BasicAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant'

/**
 * A MsgGrantAllowance as anyone may send it, for tests of a stranger's restricted grant: a basic
 * allowance of `spendLimit` ulore (none: no limit), restricted to `allowedMessages` when given
 * (an AllowedMsgAllowance).
 */
export function grantAllowance(
  granter: string,
  grantee: string,
  options: { spendLimit?: bigint; allowedMessages?: readonly string[] },
) {
  const basic = {
    typeUrl: '/cosmos.feegrant.v1beta1.BasicAllowance',
    value: BasicAllowance.encode(
      BasicAllowance.fromPartial({
        spendLimit:
          options.spendLimit === undefined
            ? []
            : [{ denom: 'ulore', amount: options.spendLimit.toString() }],
      }),
    ).finish(),
  }
  const allowance = options.allowedMessages
    ? {
        typeUrl: '/cosmos.feegrant.v1beta1.AllowedMsgAllowance',
        value: AllowedMsgAllowance.encode(
          AllowedMsgAllowance.fromPartial({
            allowance: basic,
            allowedMessages: [...options.allowedMessages],
          }),
        ).finish(),
      }
    : basic
  return {
    type: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
    value: { granter, grantee, allowance },
  }
}
