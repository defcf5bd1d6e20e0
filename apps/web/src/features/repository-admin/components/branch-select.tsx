import { useInfiniteQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { refListQuery, useRepository } from '@/features/repository/index.ts'
import { SelectField } from '@/ui/field.tsx'
import { branchOptions } from '../model/branch-options.ts'

/** A select over the repository's branches; it reads them when shown, offering `value` until then. */
export function BranchSelect({
  label,
  value,
  onChange,
  className,
}: {
  label: string
  value: string
  onChange: (branch: string) => void
  className?: string
}) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const branches = useInfiniteQuery(
    refListQuery(api, repository.ownerAddress, repository.name, 'branch'),
  )
  return (
    <SelectField
      strong
      label={label}
      options={branchOptions(branches.data, value)}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}
