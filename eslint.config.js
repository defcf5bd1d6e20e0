// One lint config for the monorepo; the layers it enforces are described in docs/architecture.md.
// - No import cycles anywhere, type-only imports included (local/no-import-cycle).
// - packages/chain imports neither the devnet nor the apps; the devnet's folders import one way
//   (devnetLayers below), so its chain/ (app, node, block log) imports nothing from modules/.
// - No file over 400 lines (max-lines).
// - Feature folders of the web app reach each other only through their public index.ts; shared
//   layers (ui, lib, config) never import features or app; app/ takes from a feature only its
//   index.ts and routes.tsx.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import localRules from './scripts/lint/no-import-cycle.mjs'

const webSrc = './apps/web/src'
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter(entry => entry.isDirectory())
  .map(entry => entry.name)

const tsProjects = [
  './packages/chain/tsconfig.json',
  './packages/devnet/tsconfig.json',
  './apps/web/tsconfig.json',
  './apps/server/tsconfig.json',
  './e2e/tsconfig.json',
  './scripts/tsconfig.json',
]

const featureZones = features.map(feature => ({
  target: `${webSrc}/features/${feature}`,
  from: `${webSrc}/features`,
  except: [`./${feature}`, ...features.filter(f => f !== feature).map(f => `./${f}/index.ts`)],
  message: 'Import another feature only through its index.ts.',
}))

// app/ takes from a feature only its public index.ts and its route table (routes.tsx): the first
// load then holds route definitions, and a feature's files can move without touching the app.
// Its tests may read a feature's internals (the key factories' test does).
const appZone = {
  target: `${webSrc}/app`,
  from: `${webSrc}/features`,
  except: features.flatMap(feature => [`./${feature}/index.ts`, `./${feature}/routes.tsx`]),
  message: 'app/ imports a feature only through its index.ts or its routes.tsx.',
}

const devnetChainZone = {
  target: './packages/devnet/src/chain',
  from: './packages/devnet/src/modules',
  message:
    'The chain engine (chain/) imports nothing from modules/: modules register through chain/module.ts.',
}

// The devnet's folders, bottom first: a folder imports only from folders before it, so folder
// arrows point one way (docs/architecture.md "Inside packages/devnet/src"). The files at src/ and
// conformance/ compose everything and sit on top; tests and testing/ may import from anywhere.
const devnetSrc = './packages/devnet/src'
const devnetLayers = [
  'state',
  'types',
  'http',
  'rest',
  'chain',
  'rpc',
  'modules',
  'storage-provider',
  'providers',
  'seed',
  'relayer',
  'counterparty',
  'registry',
]
const devnetTop = [
  'conformance',
  ...readdirSync(new URL(`${devnetSrc}/`, import.meta.url), { withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith('.ts'))
    .map(entry => entry.name),
]
const devnetLayerZones = devnetLayers.map((folder, i) => ({
  target: `${devnetSrc}/${folder}`,
  from: [...devnetLayers.slice(i + 1), ...devnetTop].map(name => `${devnetSrc}/${name}`),
  message: `Devnet folders import downward only (${devnetLayers.join(' < ')} < src/*.ts): ${folder}/ imports nothing above it.`,
}))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '.devnet/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
      // Plain browser scripts that run before the app, like public/'s (vite.config.ts).
      'apps/web/early/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Implementations of async interfaces often have nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { local: localRules, 'import-x': importX },
    rules: { 'local/no-import-cycle': 'error' },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, noWarnOnMultipleProjects: true }),
      ],
    },
  },
  {
    files: ['packages/chain/src/**/*.ts'],
    // The storage content tests run the devnet's storage provider (a test-only dependency).
    ignores: ['packages/chain/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/chain',
              from: ['./packages/devnet', './apps', './e2e'],
              message:
                'packages/chain is the bottom layer: it imports neither the devnet nor the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/devnet/src/chain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [devnetChainZone] }],
    },
  },
  {
    // Test helpers live in testing/ and serve tests (and the conformance world) only.
    files: ['packages/devnet/src/**/*.ts'],
    ignores: [
      'packages/devnet/src/**/*.test.ts',
      'packages/devnet/src/testing/**',
      'packages/devnet/src/conformance/**',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...devnetLayerZones,
            {
              target: './packages/devnet/src',
              from: './packages/devnet/src/testing',
              message: "The devnet's own code does not use test helpers (testing/).",
            },
          ],
        },
      ],
    },
  },
  {
    // The devnet checks Ledger signatures with its own renderer of the chain's Amino JSON
    // (modules/auth/amino, written from the chain's Go source), never with the client's
    // converters: a devnet sharing the client's tables cannot catch the client's mistakes. Its
    // tests and testing/ helpers play the client and may use them.
    files: ['packages/devnet/src/**/*.ts'],
    ignores: ['packages/devnet/src/**/*.test.ts', 'packages/devnet/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@gitopia-client/chain(/.*)?$',
              importNamePattern: '[Aa]mino',
              message:
                "The devnet renders Amino JSON from the chain's facts (modules/auth/amino), not with the client's converters.",
            },
            {
              regex: '^@gitopia-client/chain/.*[Aa]mino',
              message:
                "The devnet renders Amino JSON from the chain's facts (modules/auth/amino), not with the client's converters.",
            },
          ],
          paths: [
            {
              name: '@cosmjs/stargate',
              importNames: ['AminoTypes', 'createDefaultAminoConverters'],
              message:
                "The devnet renders Amino JSON from the chain's facts (modules/auth/amino), not with cosmjs' client converters.",
            },
          ],
        },
      ],
    },
  },
  {
    // A file over 400 lines is split by what it does (tests by subject, with shared
    // setup in a testing/ or support/ module).
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Playwright fixtures declare "no dependencies" with an empty pattern.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [`${webSrc}/ui`, `${webSrc}/lib`, `${webSrc}/config`],
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message: 'Shared layers must not depend on features or the app.',
            },
            {
              target: `${webSrc}/features`,
              from: `${webSrc}/app`,
              message: 'Features must not depend on the app layer.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' }),
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [appZone] }],
    },
  },
)
