import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'

/**
 * GitHub-flavoured Markdown for reading only: the parser half of `remark-gfm`. That plugin also
 * registers GFM's Markdown serializer, which pulls `mdast-util-to-markdown` into the chunk though
 * a page never writes Markdown back (issue 19: bytes of the Markdown chunk).
 */
export function gfmParse(this: { data: () => object }): undefined {
  // The lists remark-parse reads its extensions from (remark-parse declares them on `Data`).
  const data = this.data() as unknown as {
    micromarkExtensions?: unknown[]
    fromMarkdownExtensions?: unknown[]
  }
  ;(data.micromarkExtensions ??= []).push(gfm())
  ;(data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown())
}
