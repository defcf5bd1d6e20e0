import type { ChainNode } from '../chain/chain-node.ts'
import type { StorageKeeper } from '../modules/storage/keeper.ts'
import { numericKey } from '../state/store.ts'
import type { ChallengeProofJson } from '../storage-provider/challenge-proof.ts'
import type { DevnetProvider } from './start.ts'

const STORAGE = '/gitopia.gitopia.storage.'

/**
 * The devnet's providers doing their storage duty: each new challenge for one of them is answered
 * by asking that provider's own server for the proof (`GET /challenge/{id}/proof`, so a provider
 * that is down or told to miss challenges misses it) and submitting it on chain; a jailed provider
 * that answers again asks to be unjailed once its jail time is over.
 */
export class ChallengeResponder {
  /** The next challenge id to look at: ids only grow. */
  #next = 0n
  readonly #unjailing = new Set<string>()

  constructor(
    private readonly options: {
      node: ChainNode
      storage: StorageKeeper
      providers: readonly DevnetProvider[]
    },
  ) {
    options.node.onCommit(block => this.#onBlock(block.time))
  }

  #onBlock(time: Date): void {
    const { storage, providers } = this.options
    for (;;) {
      const challenge = storage.challenges.get(numericKey(this.#next))
      if (!challenge) break
      this.#next += 1n
      if (challenge.status !== 'CHALLENGE_STATUS_PENDING') continue
      const provider = providers.find(p => p.address === challenge.provider)
      if (provider) void this.#answer(provider, challenge.id)
    }
    for (const provider of providers) {
      const record = storage.provider(provider.address)
      if (!record?.jailed || this.#unjailing.has(provider.address)) continue
      if (record.jail_until !== null && new Date(record.jail_until) > time) continue
      if (provider.server.fault().missChallenges || provider.server.fault().down) continue
      void this.#unjail(provider)
    }
  }

  async #answer(provider: DevnetProvider, challengeId: string): Promise<void> {
    let proof: ChallengeProofJson
    try {
      const response = await fetch(`${provider.url}/challenge/${challengeId}/proof`, {
        signal: AbortSignal.timeout(8_000),
      })
      if (!response.ok) return
      proof = (await response.json()) as ChallengeProofJson
    } catch {
      return // unreachable: the challenge times out, as it would on a real network
    }
    await provider.signer
      .submit(
        [
          {
            typeUrl: `${STORAGE}MsgSubmitChallengeResponse`,
            value: {
              creator: provider.address,
              challengeId: Number(challengeId),
              data: Buffer.from(proof.data, 'base64'),
              proof: {
                hashes: proof.hashes.map(hash => Buffer.from(hash, 'base64')),
                index: proof.index,
              },
            },
          },
        ],
        `challenge ${challengeId}`,
      )
      .catch(() => undefined) // a refused answer counts as missed at the deadline
  }

  async #unjail(provider: DevnetProvider): Promise<void> {
    this.#unjailing.add(provider.address)
    try {
      await provider.signer.submit(
        [{ typeUrl: `${STORAGE}MsgUnjailProvider`, value: { creator: provider.address } }],
        'unjail',
      )
    } catch {
      // tried again at the next block
    } finally {
      this.#unjailing.delete(provider.address)
    }
  }
}
