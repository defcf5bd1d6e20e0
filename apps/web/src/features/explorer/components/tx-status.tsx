/** "Success" or "Failed (code N)", with the colour people expect. */
export function TxStatus({ code, codespace }: { code: number; codespace: string }) {
  if (code === 0) {
    return <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs text-white">Success</span>
  }
  return (
    <span className="rounded-full bg-danger px-2 py-0.5 text-xs text-white">
      Failed ({codespace ? `${codespace} ` : ''}code {code})
    </span>
  )
}
