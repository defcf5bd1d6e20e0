/**
 * Git's rules for a tag name (git check-ref-format), so the chain and the provider get a ref git
 * accepts: returns what is wrong, or null.
 */
export function tagNameProblem(name: string): string | null {
  if (name === '') return 'Choose a tag'
  if (name.length > 255) return 'Tag names are limited to 255 characters'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name)) {
    return 'Tag names cannot contain spaces or any of ~ ^ : ? * [ \\'
  }
  if (name.includes('..')) return 'Tag names cannot contain ".."'
  if (name.includes('@{') || name === '@') return 'Tag names cannot contain "@{"'
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//')) {
    return 'Tag names cannot start or end with "/" or contain "//"'
  }
  if (name.endsWith('.') || name.endsWith('.lock'))
    return 'Tag names cannot end with "." or ".lock"'
  if (name.split('/').some(part => part.startsWith('.'))) {
    return 'No part of a tag name can start with "."'
  }
  return null
}
