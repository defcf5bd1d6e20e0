import { describe, expect, it } from 'vitest'
import { dropMappedLines, movePreloadTable } from './preload-list-last.ts'

const TABLE =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.js","assets/b-2.js"])))=>i.map(i=>d[i]);\n'
const BODY =
  'import{t as e}from"./index-3.js";const x=()=>e(()=>import(`./a-1.js`),__vite__mapDeps([0,1]));export{x};'

describe('movePreloadTable', () => {
  it('puts the table at the end, before the source map comment, as a hoisted function', () => {
    const moved = movePreloadTable(`${TABLE}${BODY}\n//# sourceMappingURL=a.js.map`)
    expect(moved?.linesRemoved).toBe(1)
    expect(moved?.code).toBe(
      `${BODY}\nfunction __vite__mapDeps(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a-1.js","assets/b-2.js"]))){return i.map(i=>d[i])}\n//# sourceMappingURL=a.js.map`,
    )
  })

  it('gives the same files in the same order to a call made before the table is reached', () => {
    const moved = movePreloadTable(`${TABLE}const early=__vite__mapDeps([1,0]);`)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the rewritten chunk
    const run = new Function(`${moved?.code ?? ''};return early`) as () => string[]
    expect(run()).toEqual(['assets/b-2.js', 'assets/a-1.js'])
  })

  it('leaves a chunk without a table alone', () => {
    expect(movePreloadTable(BODY)).toBeNull()
  })
})

describe('dropMappedLines', () => {
  it('drops the first lines of the mappings', () => {
    expect(dropMappedLines(';AAAA,CAAC;AACA', 1)).toBe('AAAA,CAAC;AACA')
  })
})
