/**
 * A value built when it is first asked for, not when its module is evaluated. For zod schemas of
 * modules in the app's entry that a first page may never use: building them was part of every
 * page's start-up (docs/performance.md, "Slow phones").
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let value: T | undefined
  return () => (value ??= build())
}
