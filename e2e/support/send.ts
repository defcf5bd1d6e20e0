import { askChainWorker } from './chain-process.ts'

/** Sends one tx of `msgs` (`type` is a gitopia Msg name or a full type URL) as `mnemonic`. */
export async function sendAs(
  urls: { rest: string; rpc: string },
  mnemonic: string,
  msgs: readonly { type: string; value: Record<string, unknown> }[],
): Promise<void> {
  await askChainWorker('send', [{ rest: urls.rest, rpc: urls.rpc }, mnemonic, msgs])
}
