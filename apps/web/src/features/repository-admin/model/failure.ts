// The shared reading of a failed action (sentence + raw log), under this feature's names.
export {
  describeTxFailure as describeFailure,
  type TxFailure as Failure,
} from '@/lib/tx-failure.ts'
