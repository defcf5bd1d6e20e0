import { describe, expect, it } from 'vitest'
import { HD_PATH } from './constants.ts'
import { accountHdPath, accountIndexOfPath } from './hd-path.ts'

describe('account HD paths', () => {
  it('puts account N of a wallet at m/44/118/0/0/N, account 0 at the app path', () => {
    expect(accountHdPath()).toBe(HD_PATH)
    expect(accountHdPath(0)).toBe("m/44'/118'/0'/0/0")
    expect(accountHdPath(7)).toBe("m/44'/118'/0'/0/7")
    for (const bad of [-1, 1.5, 2 ** 31, Number.NaN]) {
      expect(() => accountHdPath(bad)).toThrow(RangeError)
    }
  })

  it('reads the index back from a path under the prefix, and nothing from another path', () => {
    expect(accountIndexOfPath("m/44'/118'/0'/0/3")).toBe(3)
    expect(accountIndexOfPath("m/44'/118'/1'/0/0")).toBeNull()
    expect(accountIndexOfPath("m/44'/118'/0'/0/03")).toBeNull()
    expect(accountIndexOfPath("m/44'/118'/0'/0/3'")).toBeNull()
    expect(accountIndexOfPath(`m/44'/118'/0'/0/${2 ** 31}`)).toBeNull()
  })
})
