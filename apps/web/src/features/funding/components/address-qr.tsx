import { encode } from 'uqr'

/**
 * The address as a QR code for a phone's wallet to scan: dark modules drawn as one SVG path, with
 * the quiet zone the standard asks for. Loaded only when shown (the encoder is its own chunk).
 */
export function AddressQr({ address }: { address: string }) {
  const { data, size } = encode(address, { ecc: 'M', border: 0 })
  const quiet = 4
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : '')))
    .join('')
  const extent = size + quiet * 2
  return (
    <svg
      role="img"
      aria-label={`QR code of ${address}`}
      viewBox={`0 0 ${extent} ${extent}`}
      className="size-40 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
