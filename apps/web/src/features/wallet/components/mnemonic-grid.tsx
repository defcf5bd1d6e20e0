/** The recovery phrase, numbered, in reading order. */
export function MnemonicGrid({ words }: { words: readonly string[] }) {
  return (
    <ol
      aria-label="Recovery phrase"
      className="grid grid-cols-2 gap-2 rounded-md border border-border bg-canvas-subtle p-4 font-mono text-sm sm:grid-cols-4"
    >
      {words.map((word, index) => (
        <li key={index} className="flex gap-2">
          <span className="w-6 text-right text-fg-muted select-none">{index + 1}.</span>
          <span data-testid="mnemonic-word">{word}</span>
        </li>
      ))}
    </ol>
  )
}
