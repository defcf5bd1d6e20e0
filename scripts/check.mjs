// `npm run check`: types and lint side by side (each keeps one core busy for over a minute), then
// the quick ones. Each step's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process'

/** Runs `npm run <script>`; resolves with whether it passed, after printing its output. */
function run(script) {
  return new Promise(done => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', chunk => output.push(chunk))
    child.stderr.on('data', chunk => output.push(chunk))
    child.on('close', code => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(`\n> ${script} (${seconds} s${code === 0 ? '' : `, failed: ${code}`})\n`)
      process.stdout.write(Buffer.concat(output))
      done(code === 0)
    })
  })
}

const side = await Promise.all([run('typecheck'), run('lint')])
const after = [await run('knip'), await run('format:check')]
process.exit([...side, ...after].every(Boolean) ? 0 : 1)
