/**
 * Which highlight.js grammar a file uses. The grammars themselves load in the highlighter
 * (`grammars.ts`), each a chunk of its own: a file view loads the one it needs and no other.
 */

/** The grammars the app highlights with. */
export const LANGUAGES = [
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'dart',
  'diff',
  'dockerfile',
  'elixir',
  'go',
  'graphql',
  'haskell',
  'ini',
  'java',
  'javascript',
  'json',
  'kotlin',
  'less',
  'lua',
  'makefile',
  'markdown',
  'nginx',
  'perl',
  'php',
  'protobuf',
  'python',
  'r',
  'ruby',
  'rust',
  'scala',
  'scss',
  'sql',
  'swift',
  'typescript',
  'xml',
  'yaml',
] as const

export type Language = (typeof LANGUAGES)[number]

const KNOWN: ReadonlySet<string> = new Set(LANGUAGES)

export function isLanguage(name: string): name is Language {
  return KNOWN.has(name)
}

const BY_EXTENSION: Readonly<Record<string, Language>> = {
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  cs: 'csharp',
  css: 'css',
  dart: 'dart',
  diff: 'diff',
  patch: 'diff',
  ex: 'elixir',
  exs: 'elixir',
  go: 'go',
  graphql: 'graphql',
  gql: 'graphql',
  hs: 'haskell',
  ini: 'ini',
  cfg: 'ini',
  toml: 'ini',
  conf: 'ini',
  java: 'java',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  jsonc: 'json',
  kt: 'kotlin',
  kts: 'kotlin',
  less: 'less',
  lua: 'lua',
  mk: 'makefile',
  md: 'markdown',
  markdown: 'markdown',
  pl: 'perl',
  pm: 'perl',
  php: 'php',
  proto: 'protobuf',
  py: 'python',
  pyi: 'python',
  r: 'r',
  rb: 'ruby',
  rs: 'rust',
  scala: 'scala',
  scss: 'scss',
  sql: 'sql',
  swift: 'swift',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  html: 'xml',
  htm: 'xml',
  xml: 'xml',
  svg: 'xml',
  vue: 'xml',
  yml: 'yaml',
  yaml: 'yaml',
}

const BY_NAME: Readonly<Record<string, Language>> = {
  dockerfile: 'dockerfile',
  makefile: 'makefile',
  gnumakefile: 'makefile',
  '.bashrc': 'bash',
  '.profile': 'bash',
  'nginx.conf': 'nginx',
}

/** The grammar name for a path, or null for plain text. */
export function languageOf(path: string): Language | null {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase()
  const byName = BY_NAME[name]
  if (byName) return byName
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return null
  return BY_EXTENSION[name.slice(dot + 1)] ?? null
}
