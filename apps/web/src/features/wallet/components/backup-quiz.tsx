import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'

/** Picks `count` distinct word positions to ask for, in ascending order. */
export function pickQuizPositions(
  wordCount: number,
  count: number,
  random = Math.random,
): number[] {
  const positions = new Set<number>()
  while (positions.size < Math.min(count, wordCount)) {
    positions.add(Math.floor(random() * wordCount))
  }
  return [...positions].sort((a, b) => a - b)
}

/**
 * Confirms the person wrote the phrase down: they re-enter a few words by position. Nothing is
 * saved until every answer matches.
 */
export function BackupQuiz({
  words,
  positions,
  onConfirmed,
  onBack,
}: {
  words: readonly string[]
  positions: readonly number[]
  onConfirmed: () => void
  onBack: () => void
}) {
  const [answers, setAnswers] = useState<Record<number, string>>({})
  const [wrong, setWrong] = useState<number[]>([])
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const mistakes = positions.filter(p => (answers[p] ?? '').trim().toLowerCase() !== words[p])
    setWrong(mistakes)
    if (mistakes.length === 0) onConfirmed()
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p>Enter these words from your recovery phrase to confirm you wrote it down.</p>
      {positions.map(position => (
        <label key={position} className="flex items-center gap-3 text-sm">
          <span className="w-20">Word #{position + 1}</span>
          <input
            value={answers[position] ?? ''}
            onChange={event => setAnswers({ ...answers, [position]: event.target.value })}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={wrong.includes(position)}
            aria-describedby={wrong.length > 0 ? errorId : undefined}
            className="flex-1 rounded-md border border-border bg-canvas px-3 py-2 font-mono aria-invalid:border-danger"
          />
        </label>
      ))}
      {wrong.length > 0 && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {wrong.length === 1
            ? `Word #${(wrong[0] ?? 0) + 1} does not match your recovery phrase`
            : `Words ${wrong.map(p => `#${p + 1}`).join(', ')} do not match your recovery phrase`}
        </p>
      )}
      <div className="flex gap-2">
        <Button onClick={onBack}>Show the words again</Button>
        <Button type="submit" variant="primary">
          Confirm backup
        </Button>
      </div>
    </form>
  )
}
