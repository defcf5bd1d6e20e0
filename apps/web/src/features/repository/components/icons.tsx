/** Small inline icons (no icon library: a handful of paths). */
const base = 'inline-block h-4 w-4 shrink-0 fill-current'

export function FolderIcon() {
  return (
    <svg viewBox="0 0 16 16" className={`${base} text-accent`} aria-hidden="true">
      <path d="M1.75 2h3.96c.46 0 .9.18 1.22.5l.97.98c.14.14.33.22.53.22h5.82c.97 0 1.75.78 1.75 1.75v7.8c0 .97-.78 1.75-1.75 1.75H1.75C.78 15 0 14.22 0 13.25V3.75C0 2.78.78 2 1.75 2Z" />
    </svg>
  )
}

export function FileIcon() {
  return (
    <svg viewBox="0 0 16 16" className={`${base} text-fg-muted`} aria-hidden="true">
      <path d="M2 1.75C2 .78 2.78 0 3.75 0h6.59c.46 0 .9.18 1.23.51l2.92 2.92c.33.33.51.77.51 1.23v9.59c0 .97-.78 1.75-1.75 1.75h-9.5C2.78 16 2 15.22 2 14.25Zm1.75-.25a.25.25 0 0 0-.25.25v12.5c0 .14.11.25.25.25h9.5a.25.25 0 0 0 .25-.25V6h-2.75A1.75 1.75 0 0 1 9 4.25V1.5Zm6.75.06V4.25c0 .14.11.25.25.25h2.69Z" />
    </svg>
  )
}

export function BranchIcon() {
  return (
    <svg viewBox="0 0 16 16" className={base} aria-hidden="true">
      <path d="M9.5 3.25a2.25 2.25 0 1 1 3 2.12V6A2.5 2.5 0 0 1 10 8.5H6a1 1 0 0 0-1 1v1.13a2.25 2.25 0 1 1-1.5 0V5.37a2.25 2.25 0 1 1 1.5 0v1.34A2.5 2.5 0 0 1 6 7h4a1 1 0 0 0 1-1v-.63a2.25 2.25 0 0 1-1.5-2.12ZM4.25 4a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5ZM3.5 12.75a.75.75 0 1 0 1.5 0 .75.75 0 0 0-1.5 0Zm8.25-8.75a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5Z" />
    </svg>
  )
}
