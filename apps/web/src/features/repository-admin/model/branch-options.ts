import type { SelectOption } from '@/ui/field.tsx'

/** A loaded list of branches as select options; until it loads, only `current`. */
export function branchOptions(
  branches:
    { readonly pages: readonly { readonly items: readonly { name: string }[] }[] } | undefined,
  current: string,
): SelectOption<string>[] {
  const names = branches ? branches.pages.flatMap(page => page.items.map(b => b.name)) : [current]
  return names.map(name => ({ value: name, label: name }))
}
