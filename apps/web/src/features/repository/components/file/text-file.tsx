import type { FileContent } from '@gitopia-client/chain/storage'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { languageOf } from '../../highlight/languages.ts'
import { plainLines } from '../../highlight/tokens.ts'
import { codeText } from '../../model/file-text.ts'
import { lineHash, parseLineHash, selectLine } from '../../model/line-range.ts'
import { repositoryKeys } from '../../api/keys.ts'
import { CodeView } from './code-view.tsx'

/** A text file with line numbers, highlighted once its grammar has loaded. */
export function TextFile({ file, bytes }: { file: FileContent; bytes: Uint8Array }) {
  const text = useMemo(() => codeText(bytes), [bytes])
  const plain = useMemo(() => plainLines(text), [text])
  const language = languageOf(file.path)
  const highlighted = useQuery({
    queryKey: repositoryKeys.highlight(file.sha, language),
    // The highlighter and the grammar load only now, and only for this language (on a file
    // view, its loader has asked for this text already: the answer is the same highlighting).
    queryFn: async () =>
      (await import('../../highlight/highlighter.ts')).highlightLines(text, language),
    enabled: language !== null,
    staleTime: Infinity,
    gcTime: 60_000,
  })
  const { hash } = useLocation()
  const navigate = useNavigate()
  const selected = parseLineHash(hash)

  return (
    <div data-language={language ?? 'plaintext'} data-highlighted={highlighted.isSuccess}>
      <CodeView
        lines={highlighted.data ?? plain}
        selected={selected}
        onSelect={(line, extend) =>
          void navigate(
            { hash: lineHash(selectLine(selected, line, extend)) },
            { replace: true, preventScrollReset: true },
          )
        }
      />
    </div>
  )
}
