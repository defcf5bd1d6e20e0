// ESLint rule: no import cycles between the repository's own files, type-only imports included
// (import-x/no-cycle skips `import type`, and a type-only circle still ties two modules together).
// The graph is read lexically with TypeScript (ts.preProcessFile) and resolved with each file's
// nearest tsconfig.json, so path aliases and workspace packages resolve as in the typecheck.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ts from 'typescript'

const configByDir = new Map()
const optionsByConfig = new Map()
const edgesByFile = new Map()

function nearestConfig(dir) {
  if (configByDir.has(dir)) return configByDir.get(dir)
  const candidate = join(dir, 'tsconfig.json')
  const parent = dirname(dir)
  const found = existsSync(candidate) ? candidate : parent === dir ? null : nearestConfig(parent)
  configByDir.set(dir, found)
  return found
}

function compilerOptions(configPath) {
  if (!configPath) return { moduleResolution: ts.ModuleResolutionKind.Bundler }
  let options = optionsByConfig.get(configPath)
  if (!options) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    )
    options = parsed?.options ?? { moduleResolution: ts.ModuleResolutionKind.Bundler }
    optionsByConfig.set(configPath, options)
  }
  return options
}

/** The repository file a specifier names, or null for packages from node_modules. */
function resolveLocal(specifier, fromFile) {
  const options = compilerOptions(nearestConfig(dirname(fromFile)))
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys).resolvedModule
  if (!resolved || resolved.resolvedFileName.endsWith('.d.ts')) return null
  const file = realpathSync(resolved.resolvedFileName)
  return file.split(sep).includes('node_modules') ? null : file
}

/** Every file `file` imports (static, dynamic, type-only, re-exports), with the specifier used. */
function edges(file) {
  const mtime = statSync(file).mtimeMs
  const cached = edgesByFile.get(file)
  if (cached && cached.mtime === mtime) return cached.targets
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = new Map()
  for (const { fileName } of info.importedFiles) {
    const target = resolveLocal(fileName, file)
    if (target && !targets.has(target)) targets.set(target, fileName)
  }
  edgesByFile.set(file, { mtime, targets })
  return targets
}

/** The shortest import path from `start` back to `goal`, as files, or null when there is none. */
function pathBack(start, goal) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const next of edges(file).keys()) {
      if (previous.has(next)) continue
      previous.set(next, file)
      if (next === goal) {
        const path = [next]
        for (let at = file; at !== null; at = previous.get(at)) path.unshift(at)
        return path
      }
      queue.push(next)
    }
  }
  return null
}

const rootDir = process.cwd()

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between local files, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const file = realpathSync(context.physicalFilename)
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return
      const target = resolveLocal(specifier, file)
      if (!target || target === file) return
      const path = pathBack(target, file)
      if (!path) return
      const names = [file, ...path].map(f => relative(rootDir, f))
      context.report({ node, messageId: 'cycle', data: { path: names.join(' → ') } })
    }
    return {
      ImportDeclaration: node => check(node, node.source.value),
      ExportNamedDeclaration: node => node.source && check(node, node.source.value),
      ExportAllDeclaration: node => check(node, node.source.value),
      ImportExpression: node => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: node => {
        const literal = node.argument?.literal ?? node.argument
        if (literal?.type === 'Literal') check(node, literal.value)
      },
    }
  },
}

export default { rules: { 'no-import-cycle': noImportCycle } }
