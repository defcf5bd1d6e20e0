import { Buffer } from 'buffer'

// The Ledger libraries use the Node global `Buffer`, some at module top level, so this module must be
// evaluated before any of them.
const scope = globalThis as { Buffer?: typeof Buffer }
scope.Buffer ??= Buffer

/**
 * The package is marked side-effect free, so a bare `import './buffer-polyfill.ts'` would be dropped
 * by bundlers; importers use this binding, which keeps the module (and its assignment) in the chunk.
 */
export const GlobalBuffer: typeof Buffer = scope.Buffer
