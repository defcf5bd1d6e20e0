import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AMINO_GOLDEN } from '../testing/amino-golden.ts'

/*
 * The golden sign docs must cover every Msg the app can hand a Ledger. "Every Msg the app builds"
 * is read from the Msg builders' sources in modules/ (the only place the client names a Msg's type
 * URL), so a new builder without a golden doc fails here rather than on a Ledger user's mainnet tx.
 */
const MODULES = new URL('../modules/', import.meta.url).pathname

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

const GITOPIA = '/gitopia.gitopia.gitopia.'
// How builders name a type URL: the helpers of type-url.ts and the gitopia builders' own.
const NAMING: readonly (readonly [RegExp, (match: RegExpExecArray) => string])[] = [
  [/typeUrl\('([a-z0-9.]+)', '(Msg\w+)'\)/g, m => `/${m[1]}.${m[2]}`],
  [/storageTypeUrl\('(Msg\w+)'\)/g, m => `/gitopia.gitopia.storage.${m[1]}`],
  [/(?:typeUrl:|_TYPE_URL =) '(\/[a-z][a-z0-9]*(?:\.[a-z0-9]+)+\.Msg\w+)'/g, m => m[1] ?? ''],
]
// The gitopia builders name their Msg alone ('MsgCreateIssue'), through gitopiaTypeUrl or a table.
const GITOPIA_NAME = /(?<!storageTypeUrl\()'(Msg\w+)'/g

function builtTypeUrls(): Set<string> {
  const urls = new Set<string>()
  for (const file of sourcesUnder(MODULES)) {
    const source = readFileSync(file, 'utf8')
    for (const [pattern, url] of NAMING)
      for (const match of source.matchAll(pattern)) urls.add(url(match))
    if (file.startsWith(join(MODULES, 'gitopia')))
      for (const [, name] of source.matchAll(GITOPIA_NAME)) urls.add(`${GITOPIA}${name ?? ''}`)
  }
  return urls
}

/** Type URLs of the golden cases' Msgs, and of the Msgs nested in them (DAO and gov proposals). */
function goldenTypeUrls(): Set<string> {
  const urls = new Set<string>()
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return
    if (Array.isArray(value)) return value.forEach(walk)
    const { typeUrl } = value as { typeUrl?: unknown }
    if (typeof typeUrl === 'string' && /\.Msg\w+$/.test(typeUrl)) urls.add(typeUrl)
    Object.values(value).forEach(walk)
  }
  for (const { msg } of AMINO_GOLDEN) walk(msg)
  return urls
}

/** Built Msgs a Ledger never signs through the app, and why. */
const NOT_LEDGER_SIGNED: Readonly<Record<string, string>> = {
  '/gitopia.gitopia.offchain.MsgSignData':
    'an off-chain upload signature, never broadcast (its own sign-doc test)',
  '/gitopia.gitopia.storage.MsgUnjailProvider':
    'the chain has no Amino JSON form of it; the app says so before a Ledger is asked',
  '/gitopia.gitopia.storage.MsgRegisterProvider': 'signed by storage providers, not by app users',
  '/gitopia.gitopia.storage.MsgProposeRepositoryPackfileUpdate':
    'signed by the storage provider that took the push',
  '/gitopia.gitopia.storage.MsgSubmitChallengeResponse': 'signed by storage providers',
}

describe('the golden sign docs cover every Msg the app builds', () => {
  it('finds the builders (the scan itself works)', () => {
    const built = builtTypeUrls()
    expect(built.size).toBeGreaterThan(60)
    expect(built).toContain(`${GITOPIA}MsgCreateIssue`)
    expect(built).toContain('/cosmos.bank.v1beta1.MsgSend')
  })

  it('each built Msg has a golden doc, or a stated reason a Ledger never signs it', () => {
    const golden = goldenTypeUrls()
    const missing = [...builtTypeUrls()]
      .filter(url => !golden.has(url) && !(url in NOT_LEDGER_SIGNED))
      .sort()
    expect(missing).toEqual([])
  })
})
