import { describe, expect, it } from 'vitest'
import {
  PROGRESS_BAR_DELAY_MS,
  TEXTAREA_MAX_HEIGHT_PX,
  TEXTAREA_MIN_HEIGHT_PX,
  TOAST_DURATION_MS,
} from './constants.ts'

describe('UI constants', () => {
  it('keeps the UI timings and sizes of the spec', () => {
    expect(TOAST_DURATION_MS).toBe(5000)
    expect(PROGRESS_BAR_DELAY_MS).toBe(100)
    expect([TEXTAREA_MIN_HEIGHT_PX, TEXTAREA_MAX_HEIGHT_PX]).toEqual([80, 400])
  })
})
