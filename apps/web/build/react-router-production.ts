// React Router in the built app (docs/performance.md). Its package exports name its
// development build in every environment (remix-run/react-router#12532, #14102); a build takes
// its production build instead, the same code without the development warnings. And it loses the
// components the app never renders (`<Form>`, `<ScrollRestoration>`, `unstable_HistoryRouter`
// and the code only they use): the bundler kept them because `X.displayName = "X"` (a name for
// React DevTools) and `React.forwardRef(…)` count as side effects. Together −1.8 kB (gzip) on
// every page.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/** React Router's production build, minus what keeps unused components alive. */
export function withoutUnusedComponents(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
}

export function reactRouterProduction(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router')),
    '..',
    'production',
  )
  return {
    name: 'gitopia:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/ },
      // Lines keep their numbers: the source map stays close enough for a stack trace.
      handler: code => ({ code: withoutUnusedComponents(code), map: null }),
    },
  }
}
