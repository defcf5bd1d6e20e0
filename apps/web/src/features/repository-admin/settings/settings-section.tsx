import { useId, type ReactNode } from 'react'

/** One titled part of the settings page, named by its heading; `danger` draws the title in red. */
export function SettingsSection({
  title,
  danger = false,
  spacious = false,
  children,
}: {
  title: string
  danger?: boolean
  /** More room between the parts, for a section of several forms. */
  spacious?: boolean
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col ${spacious ? 'gap-5' : 'gap-3'}`}
    >
      <h2 id={headingId} className={`text-lg font-semibold ${danger ? 'text-danger' : ''}`}>
        {title}
      </h2>
      {children}
    </section>
  )
}
