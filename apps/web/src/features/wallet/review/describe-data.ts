/**
 * What an off-chain signature lets a storage provider do, in one plain sentence for the review
 * sheet (docs/protocol.md#off-chain-signed-data lists the payloads). Payload fields are shown as
 * text only; an unknown payload says so and its JSON is one click away.
 */
type Fields = Readonly<Record<string, unknown>>

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '?'

const bytes = (value: unknown): string =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? `${value.toLocaleString('en-US')} ${value === 1 ? 'byte' : 'bytes'}`
    : `${text(value)} bytes`

const DESCRIBERS: Readonly<Record<string, (fields: Fields) => string>> = {
  'new-release': fields =>
    `Let the storage provider store “${text(fields.name)}” (${bytes(fields.size)}) as an asset of the new release “${text(fields.tagName)}” in repository #${text(fields.repositoryId)}`,
  'edit-release': fields =>
    `Let the storage provider store “${text(fields.name)}” (${bytes(fields.size)}) as an asset of release “${text(fields.tagName)}” in repository #${text(fields.repositoryId)}`,
  'git-push': fields =>
    `Let the storage provider accept a git push to repository #${text(fields.repositoryId)}`,
}

export function describeSignedData(payload: unknown): string {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Fields) : {}
  const action = typeof fields.action === 'string' ? fields.action : ''
  const describe = Object.hasOwn(DESCRIBERS, action) ? DESCRIBERS[action] : undefined
  return describe ? describe(fields) : 'Sign data of a kind this app does not know (see Show raw)'
}
