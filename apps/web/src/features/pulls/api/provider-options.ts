const PROVIDER_TIMEOUT_MS = 8_000

/** The abort signal and time limit of a storage-provider read. */
export const providerOptions = (signal: AbortSignal) => ({ signal, timeoutMs: PROVIDER_TIMEOUT_MS })
