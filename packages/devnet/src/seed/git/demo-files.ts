/** File contents for the demo repositories: one small program per language, and hostile markdown. */

/** A 1×1 PNG (a well-known minimal image), so pages can show a relative image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Bytes that are not text: every byte value once, then a pattern. */
export function binaryBlob(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff
  return bytes
}

/** A generated text file just over 1 MB, above the provider's inline content limit. */
export function largeTextFile(lines = 30_000): string {
  const out: string[] = []
  for (let i = 1; i <= lines; i++) {
    out.push(
      `${String(i).padStart(6, '0')},sensor-${i % 97},${(i * 7919) % 100_003},ok,lorem ipsum`,
    )
  }
  return out.join('\n') + '\n'
}

export const README = `# Hello World

A small project used by the Gitopia devnet. See the [guide](docs/guide.md), the
[source](src/) and the [changelog](./CHANGELOG.md).

![Logo](assets/logo.png)

## Build

\`\`\`sh
./scripts/build.sh
\`\`\`

| Language | File |
| --- | --- |
| TypeScript | [src/main.ts](src/main.ts) |
| Python | [tools/report.py](tools/report.py) |
`

export const SOURCES: Readonly<Record<string, string>> = {
  'src/main.ts': `export function greet(name: string): string {\n  return \`Hello, \${name}!\`\n}\n\nconsole.log(greet('devnet'))\n`,
  'src/lib/math.ts': `export const sum = (values: readonly number[]): number =>\n  values.reduce((a, b) => a + b, 0)\n`,
  'tools/report.py': `import sys\n\n\ndef main() -> int:\n    print("report", sys.argv[1:])\n    return 0\n\n\nif __name__ == "__main__":\n    raise SystemExit(main())\n`,
  'cmd/server/main.go': `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hello from go")\n}\n`,
  'crates/core/src/lib.rs': `pub fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(2, 2), 4);\n    }\n}\n`,
  'docs/guide.md': `# Guide\n\nBack to the [README](../README.md).\n\n- step one\n- step two\n`,
  'package.json': `{\n  "name": "hello-world",\n  "version": "1.0.0",\n  "scripts": { "build": "tsc" }\n}\n`,
  'config/app.yaml': `server:\n  port: 8080\n  hosts:\n    - localhost\n`,
  'web/styles.css': `:root {\n  --accent: #4f46e5;\n}\n\nbody {\n  font-family: system-ui, sans-serif;\n}\n`,
  'web/index.html': `<!doctype html>\n<html lang="en">\n  <head><title>Hello</title></head>\n  <body><h1>Hello</h1></body>\n</html>\n`,
  'CHANGELOG.md': `# Changelog\n\n## 1.0.0\n\n- First release.\n`,
}

export const BUILD_SCRIPT = `#!/bin/sh\nset -eu\necho "building"\n`

/** Markdown and SVG a real chain can hold; the client must render it inert. */
export const HOSTILE_README = `# Totally normal project

<script>alert('readme script')</script>

<img src="x" onerror="alert('img onerror')">

[click me](javascript:alert('link'))
[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)

<a href="javascript:alert('anchor')" onclick="alert('click')">anchor</a>

<iframe src="https://example.invalid/phish"></iframe>

<details open ontoggle="alert('toggle')"><summary>details</summary>x</details>

![svg](payload.svg)

<style>body { display: none }</style>
`

export const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert('svg onload')">
  <script>alert('svg script')</script>
  <a href="javascript:alert('svg link')"><rect width="10" height="10"/></a>
</svg>
`
