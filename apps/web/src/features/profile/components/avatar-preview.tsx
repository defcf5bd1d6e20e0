import { safeAvatarUrl } from '../model/avatar-url.ts'

/** Shows the avatar only for a safe https URL; otherwise the initial of the name. */
export function AvatarPreview({ url, name }: { url: string; name: string }) {
  const safe = safeAvatarUrl(url)
  return safe ? (
    <img
      src={safe}
      alt={`Avatar of ${name || 'this user'}`}
      referrerPolicy="no-referrer"
      className="size-16 rounded-full border border-border object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full border border-border bg-canvas-subtle text-xl font-semibold"
    >
      {(name || '?').charAt(0).toUpperCase()}
    </span>
  )
}
