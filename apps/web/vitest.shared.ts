// What the web's two Vitest projects share (vitest.config.ts, vitest.devnet.config.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Test files that start a devnet: they import `@gitopia-client/devnet`. */
export function devnetTestFiles(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(path => /\.test\.tsx?$/.test(path))
    .map(path => join(root, 'src', path))
    .filter(path => readFileSync(path, 'utf8').includes("from '@gitopia-client/devnet"))
    .map(path => relative(root, path))
}

/** A web test project named `name`; `test` adds its files and options. */
export function webProject(
  name: string,
  test: NonNullable<TestProjectInlineConfiguration['test']>,
) {
  return defineProject({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name,
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup.ts'],
      // A test's first import of a route or the signing code takes seconds on a loaded machine.
      testTimeout: 20_000,
      ...test,
    },
  })
}
