import { createLowlight } from 'lowlight'
import { GRAMMARS } from './grammars.ts'
import type { Language } from './languages.ts'
import { toLines, type Line } from './tokens.ts'

/*
 * highlight.js itself, wherever it runs: in the highlighter's worker, or on the page where
 * workers are unavailable (highlighter.ts).
 */

const lowlight = createLowlight()
const loading = new Map<Language, Promise<void>>()

/** Loads and registers `language`'s grammar (once). */
export function loadGrammar(language: Language): Promise<void> {
  let loaded = loading.get(language)
  if (!loaded) {
    loaded = GRAMMARS[language]().then(({ default: grammar }) => {
      if (!lowlight.registered(language)) lowlight.register(language, grammar)
    })
    // A chunk that failed to load may load on the next try.
    loaded.catch(() => loading.delete(language))
    loading.set(language, loaded)
  }
  return loaded
}

/** `text` highlighted as `language`, whose grammar must have loaded. */
export function highlightLoaded(text: string, language: Language): Line[] {
  return toLines(lowlight.highlight(language, text))
}

/**
 * Loads `language`'s grammar and compiles it (highlight.js compiles a grammar's expressions on
 * its first use), so the first text to highlight finds it ready.
 */
export async function warmGrammar(language: Language): Promise<void> {
  await loadGrammar(language)
  lowlight.highlight(language, 'a')
}

/** `text` highlighted as `language`, its grammar loaded first if need be. */
export async function highlightText(text: string, language: Language): Promise<Line[]> {
  await loadGrammar(language)
  return highlightLoaded(text, language)
}
