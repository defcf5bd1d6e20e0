/**
 * Names of users and DAOs, as the chain's ValidateBasic checks them: 3–39 bytes of letters and
 * digits, with single hyphens only between them. Error texts are the chain's own.
 */
const NAME_PATTERN = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/
export const NAME_MIN_LENGTH = 3
export const NAME_MAX_LENGTH = 39

export type NameCheck = { readonly ok: true } | { readonly ok: false; readonly message: string }

export function checkUsername(name: string): NameCheck {
  const bytes = new TextEncoder().encode(name).length
  if (bytes < NAME_MIN_LENGTH)
    return { ok: false, message: 'username must consist minimum 3 chars' }
  if (bytes > NAME_MAX_LENGTH)
    return { ok: false, message: `username limit exceed: ${NAME_MAX_LENGTH}` }
  if (!NAME_PATTERN.test(name)) return { ok: false, message: 'invalid username' }
  return { ok: true }
}

/** Whether `name` could be a user or DAO name at all (so a lookup is worth making). */
export function isPossibleOwnerName(name: string): boolean {
  return checkUsername(name).ok
}

/** Repository names (MsgCreateRepository.ValidateBasic): 3–100 letters, digits, `.`, `_`, `-`. */
export const REPOSITORY_NAME_MIN_LENGTH = 3
export const REPOSITORY_NAME_MAX_LENGTH = 100
const REPOSITORY_NAME_PATTERN = /^[\p{L}\p{N}._-]+$/u

/**
 * What a typed repository name becomes, as GitHub does it: every character other than ASCII
 * letters, digits, `_`, `.` and `-` turns into `-` ("my repo!" → "my-repo-").
 */
export function sanitizeRepositoryName(input: string): string {
  return input.trim().replace(/[^\w.-]/g, '-')
}

/** The chain's own check of a (sanitized) repository name, with its error texts. */
export function checkRepositoryName(name: string): NameCheck {
  const length = [...name].length
  if (length < REPOSITORY_NAME_MIN_LENGTH)
    return { ok: false, message: 'Repository name must be at least 3 characters long' }
  if (length > REPOSITORY_NAME_MAX_LENGTH)
    return { ok: false, message: `Repository name exceeds limit: ${REPOSITORY_NAME_MAX_LENGTH}` }
  if (!REPOSITORY_NAME_PATTERN.test(name))
    return { ok: false, message: 'repository name is not sanitized' }
  return { ok: true }
}
