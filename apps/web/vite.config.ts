import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compileHints } from './build/compile-hints.ts'
import { inlineEarlyScripts } from './build/inline-early-scripts.ts'
import { markedLexerOnlyPlugin } from './build/marked-lexer-only.ts'
import { preloadListLast } from './build/preload-list-last.ts'
import { preloadOnlyMissing } from './build/preload-only-missing.ts'
import { reactRouterProduction } from './build/react-router-production.ts'
import { routePreload } from './build/route-preload.ts'
import { NOT_PRELOADED, productionRouteModules, ROUTE_MODULES } from './src/app/route-modules.ts'

// `vite build` makes the production app, without test hooks; `--mode e2e` the one the end-to-end
// stack serves (apps/web/dist-e2e), which lets Playwright plug in an emulated Ledger.
export default defineConfig(({ mode }) => ({
  define: { __GITOPIA_TEST_HOOKS__: JSON.stringify(mode !== 'production') },
  plugins: [
    react(),
    tailwindcss(),
    // dist/route-preload.json: the chunks the server preloads with each route's page.
    routePreload({
      root: fileURLToPath(new URL('.', import.meta.url)),
      routes: mode === 'production' ? productionRouteModules() : ROUTE_MODULES,
      notPreloaded: NOT_PRELOADED,
    }),
    // Preload lists without the chunks the importing chunk has loaded already.
    preloadOnlyMissing(),
    // Preload lists at the end of each chunk, next to the imports naming the same files.
    preloadListLast(),
    // The entry and the framework compiled while they stream in, not function by function.
    compileHints(),
    reactRouterProduction(),
    // Of `marked`, the lexer alone: the app renders its tokens itself.
    markedLexerOnlyPlugin(),
    // The theme and a return visit's last screen, inline in index.html: no request before either.
    inlineEarlyScripts(fileURLToPath(new URL('./early', import.meta.url))),
  ],
  worker: {
    // Workers are module scripts (each is started with `type: 'module'`): the highlighter's
    // worker loads a grammar as a chunk of its own, which a classic worker script would inline,
    // all 36.
    format: 'es',
    // The Markdown lexer's worker (components/markdown/lex-worker.ts) is bundled on its own.
    plugins: () => [markedLexerOnlyPlugin()],
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // One copy of long.js in the signing chunk: protobufjs require()s its UMD build, gitopia-js
      // imports its ES module; both get the UMD one (its CommonJS export is the Long class).
      { find: /^long$/, replacement: createRequire(import.meta.url).resolve('long') },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The repository feature's modules do nothing when imported but export: a page that takes
      // one export from its index (the issue page: useRepository) no longer loads the code
      // browser's modules (diff view, storage provider, hashes) only to evaluate them.
      treeshake: {
        moduleSideEffects: [
          { test: /src[\\/]features[\\/]repository[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        // One long-lived chunk for the framework every route needs, instead of several small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Lists of queries (useQueries, useInfiniteQuery) stay with the pages that use them:
              // −1 kB gzip on the pages that never do (docs/performance.md, "Budgets"). Hydration loads with
              // the return-visit code, which a first visit does not need.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|zustand)[\\/](?!build[\\/]modern[\\/](queriesObserver|infiniteQueryObserver|useQueries|useInfiniteQuery|hydration)\.js)/,
            },
            // Everything else the entry imports statically stays in the entry chunk. Without this,
            // modules the entry shares with lazy routes (fetcher, wallet store, toasts, zod) became
            // seven chunks of 0.3–9 kB that every page loads anyway and that compress worse apart:
            // one chunk is 2.5 kB (gzip) lighter on every route (docs/performance.md, fifth pass).
            { name: 'shell', tags: ['$initial'] },
            // The profile's and the DAO dashboard's code (docs/performance.md): their header, lists and reads
            // were two dozen chunks of 0.2–1.6 kB, which compress badly apart: profile −1.1 kB gzip,
            // DAO dashboard −2.3. Only modules these pages alone load first; their dependencies stay
            // where they were (other pages share them). Never add a module that code in another
            // shared chunk imports: the two chunks would import each other, and one would run
            // before the other had defined what it uses ("x is not a function").
            {
              name: 'owner',
              test: /src[\\/](features[\\/]owner[\\/](components[\\/](profile-header|repository-list|sort-repositories|member-list)|api[\\/](owner|prefetch-owner))|ui[\\/]avatar[\\/][\w-]+|gitopia[\\/]users[\\/]profiles)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'dao',
              test: /src[\\/](features[\\/]dashboard[\\/](api[\\/](balances|dao|keys|prefetch|proposals)|components[\\/](panel|proposal-status|tally|with-dao)|model[\\/](use-proposal-tally|use-voting-rule))|modules[\\/]group[\\/](queries|words))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The chain reads of owners and repositories (with bech32) that the profile, the DAO
            // dashboard and every code page load first: one chunk instead of eight small ones, 2–3 kB
            // (gzip) lighter on each of those routes. They import only the shell and each other.
            {
              name: 'owner-reads',
              test: /packages[\\/]chain[\\/]src[\\/](address\.ts|modules[\\/]gitopia[\\/](daos[\\/]queries|repositories[\\/]queries|owners|paging|wire|users[\\/]queries|address-lists|request)\.ts)|node_modules[\\/]bech32[\\/]|features[\\/]owner[\\/]api[\\/](keys|memberships)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The issue and pull request pages' discussion (comments, then the timeline and sidebar
            // the Files tab does not show): 23 chunks of 0.1–4.8 kB became a handful; issue and PR
            // conversation −2 kB gzip each, PR files +1.3 (it loads the comments group whole). The
            // references in a discussion's text ride here too (a chunk of their own was 1.45 kB).
            // Of the chain's modules (under packages/chain/src/modules/), only those no other page
            // imports: the comment and issue Msgs and the tracker helpers (−0.4 kB on the issue
            // page, −0.2 on pull requests). Comment reads and labels stay apart: the signed-out home
            // and other pages read them, and would load this group whole (+17 kB on the home).
            // What a tx on an issue refreshes (its keys) rides here too: many of the issue page's
            // modules import it, and as a chunk of its own it cost ~0.3 kB. (The pull request page
            // reads its keys once, in its route, which passes them down.)
            {
              name: 'comments',
              test: /src[\\/](features[\\/](discussion[\\/](components[\\/](comment-item|reactions|inline-edit|post-card|user-link|icons|markdown-body|referenced-text|number-link)|model[\\/]references|api[\\/](use-chain-action|comments|user-name|keys))|issues[\\/]api[\\/]issue-changes)|modules[\\/]gitopia[\\/](comments[\\/]messages|issues[\\/]messages|tracker))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What every code page (repository, file, commits, issue, pull request) loads first:
            // the storage-provider session and content checks, the repository layout, access and
            // the repository read. Nine chunks of 0.3–3 kB became one. Neither group imports a chunk
            // that imports it back (checked in the build); −2.5 to −3 kB gzip on each code page.
            // Releases, the storage chain reads and the feature's index stay apart: the signed-in
            // home and the governance pages load those alone. `ui/read-placeholder` (only code
            // pages use it) rides here: as a chunk of its own its hashed name sat in the entry's
            // preload table, ~50 bytes (gzip) on every page, the DAO dashboard's included, which is
            // at its 150 kB budget; here it costs the repository, tree, file and commits pages
            // ~0.4 kB (they then load the load-error chunk), all well under their 185 kB target.
            // The chain's repository access rules and the tabs' open counts ride here too: only
            // this group imports them (each a chunk of its own cost ~0.1 kB on every code page)
            // So does the decoded text of a file's bytes, which the loader, the README and the file
            // view share (a chunk of its own: 0.17 kB gzip more on the repository page).
            {
              name: 'code-pages',
              test: /src[\\/](storage[\\/](digest|git-object|selection|session)|modules[\\/]gitopia[\\/](repositories[\\/]access|issues[\\/]count)|ui[\\/]read-placeholder|features[\\/]repository[\\/](api[\\/](storage-provider|access|load-repository|keys|repository)|model[\\/](repository-context|tabs|file-text)|components[\\/](fork[\\/]fork-button|repository-header|repository-tabs|repository-layout)))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What the repository page, the file view and the commit list add: breadcrumbs, ref
            // switcher, file kinds and languages, and the code search box (apart, a chunk of its
            // own). Not the README frame: with it, the commit list loaded the Markdown document
            // and the renderer's loader (0.7 kB gzip) for no Markdown.
            {
              name: 'browse',
              test: /src[\\/]features[\\/]repository[\\/](model[\\/](browse-context|file-kind|time)|highlight[\\/]languages|components[\\/](icons|refs[\\/]ref-switcher|code[\\/](breadcrumbs|code-toolbar|code-search-box)|finder[\\/]use-shortcut|repository-image|content-error))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The Markdown document and the renderer's loader, which every page with Markdown (code,
            // discussions, proposals) loads together: apart, two chunks (0.2 and 0.4 kB gzip).
            {
              name: 'markdown-document',
              test: /src[\\/]features[\\/]repository[\\/]components[\\/]markdown[\\/](markdown-document|markdown-renderer)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The controls of a paged list of proposals (governance, a DAO's dashboard, challenges):
            // the pager and the status badge. Apart, the badge was one more chunk (0.3 kB gzip with
            // its wrapper) on the DAO dashboard and one more name in every page's preload map.
            {
              name: 'list-controls',
              test: /src[\\/]ui[\\/](key-pager|status-badge)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // The pieces of the app's send forms (the amount field, the foot with its submit button,
            // the busy-and-error task, the two-step review): apart, each was one more name in the
            // entry's preload map, ~25 bytes (gzip) on every page. They import only leaf modules.
            {
              name: 'form-controls',
              test: /src[\\/]ui[\\/](amount-field|submit-actions|use-form-task|review-step)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The views the explorer and storage pages share (a list of facts, a read's loading and
            // failed states) ride with the storage pages' formatters and provider status: as chunks
            // of their own they would add file names to the entry's preload map, which every page
            // loads (about 25 bytes gzip each; the DAO dashboard has none to spare). The explorer
            // pages load 3 kB more.
            {
              name: 'network-pages',
              test: /src[\\/](ui[\\/](facts|query-state)|features[\\/]storage-network[\\/](model[\\/]format|components[\\/]provider-status))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The signed-out home's latest, trending and bounties (and the same views on /explore and
            // /bounties): one chunk instead of ten of 0.2–3 kB. The newest-first list reader rides
            // here too (apart, a chunk of 0.2 kB).
            {
              name: 'discover',
              test: /src[\\/](features[\\/]explore[\\/](components[\\/](discover-sections|discover-section|latest-panel|trending-panel|bounties-panel|bounty-row|info-tip)|api[\\/](latest|trending|bounties|repository-names|newest)|model[\\/](trending|bounty-list))|modules[\\/]gitopia[\\/]newest-since)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'timeline',
              test: /src[\\/](features[\\/](discussion[\\/](model[\\/](system-event|coins)|components[\\/](system-event-row|timeline|lazy-comment-form))|issues[\\/](components[\\/](issue-sidebar|sidebar-parts)|api[\\/]linked)))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}))
