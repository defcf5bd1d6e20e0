// `marked` in the built app: its lexer alone. The package ships one bundle in which the lexer
// sits beside the parser, the HTML renderer and a default `Marked` instance made when the module
// is evaluated; that instance (a constructor call, so a possible side effect) keeps all of it in
// any bundle that imports the lexer. The app only lexes: its own renderer turns tokens into React
// elements (components/markdown/render-markdown.tsx). So the module is cut where the instance is
// made and exports the Lexer alone: the lexer worker's file goes from 15.1 to 11.9 kB gzip, on
// every page that shows Markdown (docs/performance.md, "Budgets").
import type { Plugin } from 'vite'

/** `var v=new Marked;function marked(l,e){return v.parse(l,e)}`: the default instance and its API. */
const DEFAULT_INSTANCE =
  /var ([\w$]+)=new [\w$]+;function [\w$]+\([\w$]+,[\w$]+\)\{return \1\.parse\(/
/** The export list's `w as Lexer`. */
const LEXER_EXPORT = /export\{[^}]*?\b([\w$]+) as Lexer\b[^}]*\}/

/** marked's bundle (`lib/marked.esm.js`) up to its default instance, exporting only `Lexer`. */
export function markedLexerOnly(code: string): string {
  const instance = DEFAULT_INSTANCE.exec(code)
  const lexer = LEXER_EXPORT.exec(code)
  if (!instance || !lexer)
    throw new Error(
      "marked's bundle no longer has the shape build/marked-lexer-only.ts cuts: check its default instance and export list",
    )
  return `${code.slice(0, instance.index)}export{${lexer[1]} as Lexer};\n`
}

export function markedLexerOnlyPlugin(): Plugin {
  return {
    name: 'gitopia:marked-lexer-only',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/ },
      // What stays is not moved: the package's positions still hold for a stack trace.
      handler: code => ({ code: markedLexerOnly(code), map: null }),
    },
  }
}
