// Runs npm scripts as steps of `npm run check` and `npm test`, timing each. A buffered step prints
// its output whole when it ends, so steps running side by side never interleave line by line.
import { spawn } from 'node:child_process'

/**
 * Runs `npm run <script>`; resolves with whether it passed. `stream` prints its output as it comes;
 * otherwise it is printed when the step ends, so steps running side by side never interleave.
 */
export function runStep(script, { stream = false } = {}) {
  return new Promise(done => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    })
    const output = []
    child.stdout?.on('data', chunk => output.push(chunk))
    child.stderr?.on('data', chunk => output.push(chunk))
    child.on('close', code => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(`\n> ${script} (${seconds} s${code === 0 ? '' : `, failed: ${code}`})\n`)
      process.stdout.write(Buffer.concat(output))
      done(code === 0)
    })
  })
}

/**
 * Runs steps one after another, all of them even after a failure; resolves with whether all
 * passed. Each prints as it goes (`stream`, when no other step is running) or whole when it ends
 * (when another lane of steps runs beside it).
 */
export async function inTurn(scripts, { stream = true } = {}) {
  const passed = []
  for (const script of scripts) passed.push(await runStep(script, { stream }))
  return passed.every(Boolean)
}
