import { checkUsername } from '@gitopia-client/chain'
import { checkAvatarUrl } from './avatar-url.ts'
import type { ProfileField } from '@gitopia-client/chain/gitopia'

/** The first problem with a field's value, in words a person can act on; null when fine. */
export const NAME_MAX_LENGTH = 73
export const BIO_MAX_LENGTH = 255

export function checkField(field: ProfileField, value: string): string | null {
  switch (field) {
    case 'username': {
      const checked = checkUsername(value)
      return checked.ok ? null : checked.message
    }
    case 'name':
      return value.length > NAME_MAX_LENGTH
        ? `The name is longer than ${NAME_MAX_LENGTH} characters`
        : null
    case 'bio':
      return value.length > BIO_MAX_LENGTH
        ? `The bio is longer than ${BIO_MAX_LENGTH} characters`
        : null
    case 'avatarUrl': {
      const checked = checkAvatarUrl(value)
      return checked.ok ? null : checked.message
    }
  }
}
