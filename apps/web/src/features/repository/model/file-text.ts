const decoder = new TextDecoder()
const texts = new WeakMap<Uint8Array, string>()

/**
 * The text of a file's bytes (UTF-8), decoded once however often it is shown: a README is
 * decoded by the loader, which has it lexed ahead, and then rendered on every render of its box.
 * The same string each time also finds the lexed tokens kept under it without hashing it again.
 */
export function fileText(bytes: Uint8Array): string {
  let text = texts.get(bytes)
  if (text === undefined) {
    text = decoder.decode(bytes)
    texts.set(bytes, text)
  }
  return text
}

/** A file's text as its code view shows it: a final newline makes no empty last line. */
export const codeText = (bytes: Uint8Array): string => fileText(bytes).replace(/\n$/, '')
