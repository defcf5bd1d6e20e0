/** The chain's limit for an avatar URL (x/gitopia ValidateBasic). */
export const AVATAR_URL_MAX_LENGTH = 2048

export type AvatarUrlCheck = { ok: true; url: string } | { ok: false; message: string }

/**
 * An avatar URL must be an absolute https URL (no `javascript:`, `data:` or plain http, so nothing
 * runs and nothing leaks over an insecure connection). Empty means "no avatar".
 */
export function checkAvatarUrl(input: string): AvatarUrlCheck {
  const text = input.trim()
  if (text === '') return { ok: true, url: '' }
  if (text.length > AVATAR_URL_MAX_LENGTH) {
    return {
      ok: false,
      message: `The avatar URL is longer than ${AVATAR_URL_MAX_LENGTH} characters`,
    }
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: 'Enter a full URL starting with https://' }
  }
  if (url.protocol !== 'https:') {
    return { ok: false, message: 'The avatar URL must start with https://' }
  }
  if (url.username || url.password) {
    return { ok: false, message: 'The avatar URL must not contain a user name or password' }
  }
  return { ok: true, url: url.href }
}

/** An avatar from the chain, safe to put in `<img src>`; anything else shows no image. */
export function safeAvatarUrl(input: string | null | undefined): string | null {
  if (!input) return null
  const checked = checkAvatarUrl(input)
  return checked.ok && checked.url !== '' ? checked.url : null
}
