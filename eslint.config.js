// One lint config for the monorepo. Feature folders of the web app may only reach each other
// through their public index.ts; shared layers (ui, lib, config) never import features or app.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const webSrc = './apps/web/src'
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter(entry => entry.isDirectory())
  .map(entry => entry.name)

const featureZones = features.map(feature => ({
  target: `${webSrc}/features/${feature}`,
  from: `${webSrc}/features`,
  except: [`./${feature}`, ...features.filter(f => f !== feature).map(f => `./${f}/index.ts`)],
  message: 'Import another feature only through its index.ts.',
}))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.devnet/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
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
)
