import { commitAll, git, writeFiles } from './git-push.ts'
import { HOSTILE_PAYLOADS, LONG_TOKEN } from './hostile-corpus.ts'

/*
 * The hostile corpus where git puts it: branch and tag names (within git's ref-name rules: no
 * spaces, colons or `..`), file and directory names, file contents (README, SVG with script, an
 * HTML page, one huge line, bidi "trojan source") and commit messages.
 */

const LONG_BRANCH = `long/${'x'.repeat(120)}/${'y'.repeat(120)}`

export const HOSTILE_BRANCHES: readonly string[] = [
  '<script>alert("branch-1")</script>',
  '"><svg/onload=alert(2)>',
  "'><img/src=x/onerror=alert(3)>",
  'javascript%3Aalert(4)',
  'JaVaScRiPt&#58;alert(5)',
  'rtl-\u202Egnp.exe\u202C-bidi',
  'zero\u200Bwidth\uFEFFbranch',
  'feature#top',
  '100%25-a&b=c',
  "{{constructor.constructor('alert(6)')()}}",
  LONG_BRANCH,
]

export const HOSTILE_TAGS: readonly string[] = [
  'v1"><img/src=x/onerror=alert(7)>',
  '<script>alert("tag-8")</script>',
  'javascript%3Aalert(9)',
  'tag-\u202Etxt.exe\u202C',
  `v${'9'.repeat(200)}`,
]

/** An annotated tag: its message is the corpus too. */
export const ANNOTATED_TAG = 'annotated-<b>tag</b>'

/** The hostile directory; its files sit beside the hostile file names below. */
export const HOSTILE_DIRECTORY = '<svg onload=alert(13)>'

export const HOSTILE_FILE_NAMES: readonly string[] = [
  '<img src=x onerror=alert(10)>.md',
  '"quoted" \'single\' <b>bold</b>.txt',
  'a..b...c.txt',
  'evil\u202Egpj.exe',
  'javascript:alert(11).html',
  'data:,alert(12).txt',
  '#fragment.txt',
  '?query=1&x.txt',
  '%2e%2e%2fsettings.txt',
  `${'n'.repeat(200)}.txt`,
]

export const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(\'svg-onload\')">',
  '<script>alert("svg-script")</script>',
  '<a href="javascript:alert(\'svg-link\')"><text x="2" y="20">click</text></a>',
  '<foreignObject width="40" height="40"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(\'svg-frame\')"></iframe></foreignObject>',
  '<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+"/>',
  '</svg>',
].join('\n')

export const HTML = [
  '<!doctype html><html><head><meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
  '<script>alert("html-script")</script></head>',
  '<body onload="alert(\'html-body\')"><img src=x onerror="alert(\'html-img\')">',
  '<a href="javascript:alert(\'html-link\')">link</a></body></html>',
].join('\n')

/** JavaScript whose bidi controls make it read differently from how it runs. */
export const TROJAN =
  'const isAdmin = false;\n/*\u202E } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\nconsole.log("admin")\n/* end admins only \u202E { \u2066*/\n'

export const README = [
  '# Hostile README',
  ...HOSTILE_PAYLOADS,
  LONG_TOKEN,
  '![svg](payload.svg) <img src="payload.svg"> [page](page.html)',
  ...HOSTILE_FILE_NAMES.map(name => `[${name}](${encodeURI(name)}) <a href="${name}">raw</a>`),
].join('\n\n')

/** One line of 100 000 characters (the file view must not widen the page). */
export const LONG_LINE = `${'Z'.repeat(100_000)}\n`

/**
 * Writes the hostile repository into `dir` (a fresh directory): master with every hostile file,
 * one branch per hostile branch name (each one commit ahead, for pull requests), the tags.
 */
export async function writeHostileRepository(dir: string): Promise<void> {
  await git(dir, ['init', '--quiet', '--initial-branch=master'])
  await writeFiles(dir, { 'README.md': README, 'payload.svg': SVG, 'page.html': HTML })
  await commitAll(dir, [HOSTILE_PAYLOADS[0] ?? '', ...HOSTILE_PAYLOADS].join('\n\n'))
  await writeFiles(dir, {
    'long-line.txt': LONG_LINE,
    'trojan.js': TROJAN,
    ...Object.fromEntries(HOSTILE_FILE_NAMES.map((name, index) => [name, HOSTILE_PAYLOADS[index]])),
    [`${HOSTILE_DIRECTORY}/README.md`]: README,
    [`${HOSTILE_DIRECTORY}/${HOSTILE_FILE_NAMES[0]}`]: SVG,
  })
  await commitAll(dir, `${HOSTILE_PAYLOADS[3]} ${LONG_TOKEN}`)
  for (const tag of HOSTILE_TAGS) await git(dir, ['tag', tag])
  await git(dir, ['tag', '-a', ANNOTATED_TAG, '-m', HOSTILE_PAYLOADS.join('\n')])
  for (const [index, branch] of HOSTILE_BRANCHES.entries()) {
    await git(dir, ['checkout', '--quiet', '-b', branch, 'master'])
    await writeFiles(dir, {
      [HOSTILE_FILE_NAMES[index % HOSTILE_FILE_NAMES.length] ?? 'x']: `${README}\n${branch}\n`,
      [`${HOSTILE_DIRECTORY}/${branch.replaceAll('/', '_')}.md`]: HOSTILE_PAYLOADS.join('\n'),
    })
    await commitAll(dir, HOSTILE_PAYLOADS[(index + 5) % HOSTILE_PAYLOADS.length] ?? branch)
  }
  await git(dir, ['checkout', '--quiet', 'master'])
}
