/** Timings and sizes of the shared UI building blocks (docs/client-rules.md#constants). */
export const TOAST_DURATION_MS = 5000
export const PROGRESS_BAR_DELAY_MS = 100
export const TEXTAREA_MIN_HEIGHT_PX = 80
export const TEXTAREA_MAX_HEIGHT_PX = 400
