const CONFIG_BLOCK = /(<script type="application\/json" id="app-config">)[\s\S]*?(<\/script>)/

/**
 * Puts the runtime configuration into index.html. `<` is escaped so no value can close the
 * script element; the block is JSON data, never executed.
 */
export function injectAppConfig(html: string, config: unknown): string {
  if (!CONFIG_BLOCK.test(html)) throw new Error('index.html has no #app-config block')
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return html.replace(
    CONFIG_BLOCK,
    (_match, open: string, close: string) => `${open}${json}${close}`,
  )
}
