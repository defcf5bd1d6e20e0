import { Buffer } from 'buffer'

// The Ledger libraries use the Node global `Buffer`, some at module top level, so this module must be
// the first import of the Ledger chunk (stack-notes §5).
const scope = globalThis as { Buffer?: typeof Buffer }
scope.Buffer ??= Buffer
