import { describe, expect, it } from 'vitest'
import {
  ackError,
  isSuccessAckCommitment,
  isWaitingForRelayer,
  nextTransferStatus,
  RELAYER_WAIT_MS,
  sentPacketFromEvents,
  SUCCESS_ACK_COMMITMENT,
  type PacketObservation,
} from './index.ts'

const seen = (partial: Partial<PacketObservation>): PacketObservation => ({
  commitmentOnSource: true,
  receivedOnDestination: false,
  ackSuccess: null,
  timeoutPassed: false,
  ...partial,
})

describe('transfer status', () => {
  it('moves Sent → Received → Completed', () => {
    expect(nextTransferStatus('sent', seen({}))).toBe('sent')
    const received = nextTransferStatus(
      'sent',
      seen({ receivedOnDestination: true, ackSuccess: true }),
    )
    expect(received).toBe('received')
    expect(
      nextTransferStatus(
        received,
        seen({ commitmentOnSource: false, receivedOnDestination: true, ackSuccess: true }),
      ),
    ).toBe('completed')
  })

  it('ends Failed on an error ack (refunded) and Refunded after a timeout', () => {
    expect(
      nextTransferStatus(
        'received',
        seen({ commitmentOnSource: false, receivedOnDestination: true, ackSuccess: false }),
      ),
    ).toBe('failed')
    const timedOut = nextTransferStatus('sent', seen({ timeoutPassed: true }))
    expect(timedOut).toBe('timed-out')
    expect(
      nextTransferStatus(timedOut, seen({ commitmentOnSource: false, timeoutPassed: true })),
    ).toBe('refunded')
  })

  it('never goes back and keeps a terminal status', () => {
    expect(nextTransferStatus('received', seen({}))).toBe('received')
    expect(nextTransferStatus('completed', seen({}))).toBe('completed')
    expect(nextTransferStatus('refunded', seen({ receivedOnDestination: true }))).toBe('refunded')
    expect(nextTransferStatus('timed-out', seen({ receivedOnDestination: true }))).toBe('timed-out')
  })

  it('says "waiting for a relayer" only after a long time without progress', () => {
    expect(isWaitingForRelayer('sent', 0, RELAYER_WAIT_MS - 1)).toBe(false)
    expect(isWaitingForRelayer('sent', 0, RELAYER_WAIT_MS)).toBe(true)
    expect(isWaitingForRelayer('timed-out', 0, RELAYER_WAIT_MS)).toBe(true)
    expect(isWaitingForRelayer('completed', 0, RELAYER_WAIT_MS * 10)).toBe(false)
  })
})

describe('packets', () => {
  it("reads the packet from the transfer tx's send_packet event", () => {
    const events = [
      {
        type: 'message',
        attributes: [{ key: 'action', value: '/ibc.applications.transfer.v1.MsgTransfer' }],
      },
      {
        type: 'send_packet',
        attributes: [
          { key: 'packet_sequence', value: '7' },
          { key: 'packet_src_port', value: 'transfer' },
          { key: 'packet_src_channel', value: 'channel-0' },
          { key: 'packet_dst_port', value: 'transfer' },
          { key: 'packet_dst_channel', value: 'channel-781' },
          { key: 'packet_timeout_height', value: '1-350' },
          { key: 'packet_timeout_timestamp', value: '1790000000000000000' },
        ],
      },
    ]
    expect(sentPacketFromEvents(events)).toEqual({
      sequence: 7n,
      sourcePort: 'transfer',
      sourceChannel: 'channel-0',
      destinationPort: 'transfer',
      destinationChannel: 'channel-781',
      timeout: {
        timeoutHeight: { revisionNumber: 1n, revisionHeight: 350n },
        timeoutTimestamp: 1_790_000_000_000_000_000n,
      },
    })
    expect(sentPacketFromEvents(events.slice(0, 1))).toBeNull()
  })

  it('tells a success ack from an error ack by its commitment and its text', () => {
    expect(Buffer.from(SUCCESS_ACK_COMMITMENT).toString('hex')).toBe(
      '08f7557ed51826fe18d84512bf24ec75001edbaf2123a477df72a0a9f3640a7c',
    )
    expect(isSuccessAckCommitment(SUCCESS_ACK_COMMITMENT)).toBe(true)
    expect(isSuccessAckCommitment(new Uint8Array(32))).toBe(false)
    expect(ackError('{"result":"AQ=="}')).toBeNull()
    expect(
      ackError('{"error":"ABCI code: 7: error handling packet: see events for details"}'),
    ).toMatch(/code: 7/)
  })
})
