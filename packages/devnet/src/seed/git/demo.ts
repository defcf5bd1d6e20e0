import {
  binaryBlob,
  BUILD_SCRIPT,
  HOSTILE_README,
  HOSTILE_SVG,
  largeTextFile,
  README,
  SOURCES,
  TINY_PNG,
} from './demo-files.ts'
import type { SeedPerson, SeedRepositorySpec } from './spec.ts'

const GRACE: SeedPerson = { name: 'Grace Fork', email: 'grace@devnet.gitopia.test' }

/** A repository with real history: languages, branches (one with a slash), tags, a merge. */
export function helloWorldSpec(): SeedRepositorySpec {
  return {
    name: 'hello-world',
    description: 'A small project with real history',
    defaultBranch: 'master',
    commits: [
      {
        label: 'initial',
        branch: 'master',
        message: 'Initial commit\n\nAdds the README and the main program.',
        files: { 'README.md': README, 'src/main.ts': SOURCES['src/main.ts'] ?? '' },
      },
      {
        label: 'languages',
        branch: 'master',
        message: 'Add tools in several languages',
        files: {
          ...SOURCES,
          'scripts/build.sh': { content: BUILD_SCRIPT, executable: true },
          'assets/logo.png': TINY_PNG,
          'assets/firmware.bin': binaryBlob(),
          'data/measurements.csv': largeTextFile(),
          "docs/odd names/ü ñ (copy) #1 & 'quote'.txt": 'A file name with odd characters.\n',
        },
      },
      {
        label: 'login',
        branch: 'feature/login',
        parents: ['languages'],
        message: 'Add a login form',
        files: { 'src/login.ts': `export const login = (user: string) => user.trim()\n` },
      },
      {
        label: 'tweak',
        branch: 'master',
        message: 'Tweak the greeting',
        files: {
          'src/main.ts': `export function greet(name: string): string {\n  return \`Hi, \${name}!\`\n}\n\nconsole.log(greet('devnet'))\n`,
          'README.md': README.replace('A small project', 'A small demo project'),
        },
      },
      {
        label: 'merge-login',
        branch: 'master',
        parents: ['tweak', 'login'],
        message: "Merge branch 'feature/login'",
      },
      {
        label: 'develop',
        branch: 'develop',
        parents: ['merge-login'],
        message: 'Start the next version',
        files: {
          'CHANGELOG.md': `# Changelog\n\n## Unreleased\n\n## 1.0.0\n\n- First release.\n`,
          'src/lib/math.ts': null,
        },
      },
    ],
    tags: [
      { name: 'v0.1.0', commit: 'initial' },
      { name: 'v1.0.0', commit: 'merge-login', message: 'Version 1.0.0\n\nThe first release.' },
    ],
  }
}

/** A fork of hello-world with a pull-request branch and a branch that conflicts with master. */
export function helloWorldForkSpec(): SeedRepositorySpec {
  return {
    name: 'hello-world-fork',
    forkFrom: 'hello-world',
    commits: [
      {
        label: 'fork-feature',
        branch: 'feature/greeting-name',
        parents: ['merge-login'],
        author: GRACE,
        message: 'Greet by full name',
        files: {
          'src/greeting.ts': `export const fullName = (a: string, b: string) => \`\${a} \${b}\`\n`,
        },
      },
      {
        label: 'fork-conflict',
        branch: 'conflicting',
        parents: ['languages'],
        author: GRACE,
        message: 'Rewrite the greeting differently',
        files: {
          'src/main.ts': `export function greet(name: string): string {\n  return \`Howdy, \${name}!\`\n}\n\nconsole.log(greet('devnet'))\n`,
        },
      },
    ],
  }
}

/** A README and an SVG with script tags, `javascript:` links and event handlers. */
export function hostileSpec(): SeedRepositorySpec {
  return {
    name: 'hostile-readme',
    description: '<img src=x onerror=alert(1)>',
    commits: [
      {
        label: 'hostile',
        branch: 'master',
        message: '<script>alert("commit message")</script>',
        files: { 'README.md': HOSTILE_README, 'payload.svg': HOSTILE_SVG },
      },
    ],
  }
}

/** The demo DAO's repository: a Go tool and a Makefile on `main`. */
export function daoToolsSpec(): SeedRepositorySpec {
  return {
    name: 'dao-tools',
    description: 'Scripts the DAO uses',
    defaultBranch: 'main',
    commits: [
      {
        label: 'dao-initial',
        branch: 'main',
        message: 'Add the treasury report tool',
        files: {
          'README.md':
            '# dao-tools\n\nRun `make report` to print the [treasury](report/main.go).\n',
          'report/main.go': `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("treasury: 0 LORE")\n}\n`,
          Makefile: 'report:\n\tgo run ./report\n',
        },
      },
    ],
  }
}

/** The demo world's repositories, parents before forks. */
export function demoRepositories(): SeedRepositorySpec[] {
  return [helloWorldSpec(), helloWorldForkSpec(), hostileSpec()]
}

/**
 * The benchmark repository: a directory of `fileCount` files and a commit whose diff has about
 * 10,000 changed lines (5,000 removed and 5,000 added).
 */
export function scaleRepository(fileCount = 10_000, changedLines = 5_000): SeedRepositorySpec {
  const files: Record<string, string> = {}
  for (let i = 0; i < fileCount; i++) {
    const id = String(i).padStart(5, '0')
    files[`files/file-${id}.txt`] = `file ${id}\n`
  }
  const table = (version: string) =>
    Array.from({ length: changedLines }, (_, i) => `row ${i} ${version}`).join('\n') + '\n'
  files['data/table.txt'] = table('v1')
  return {
    name: 'scale',
    description: 'A large repository for benchmarks',
    commits: [
      { label: 'many-files', branch: 'master', message: `Add ${fileCount} files`, files },
      {
        label: 'big-diff',
        branch: 'master',
        message: `Rewrite ${changedLines} lines`,
        files: { 'data/table.txt': table('v2') },
      },
    ],
  }
}
