import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react'
import { useAutoGrow } from './auto-grow-textarea/use-auto-grow.ts'
import { TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_MIN_HEIGHT_PX } from './constants.ts'
import { FormError } from './form-parts.tsx'

/** How a text input, select or textarea looks in a form. */
export const inputClass = 'rounded-md border border-border bg-canvas px-3 py-2'

export interface FieldProps {
  /** What the field asks for: the control's accessible name. */
  readonly label: ReactNode
  /** Small print under the control, read out with it. */
  readonly hint?: ReactNode
  /** Why the value is refused: shown under the control, read out with it, marks it invalid. */
  readonly error?: string | null | undefined
  /** Marks the control invalid when the reason is shown elsewhere (see `describedBy`). */
  readonly invalid?: boolean
  /** Id of another element that describes the control, such as a live status line. */
  readonly describedBy?: string | undefined
  /** A bold label (page forms) rather than the small one of dialogs and compact forms. */
  readonly strong?: boolean
  /** More classes for the field's box (its width in a row). */
  readonly className?: string
}

/** What `Field` hands its control: the id its label points at and the aria wiring. */
export interface FieldControl {
  readonly id: string
  readonly 'aria-invalid': true | undefined
  readonly 'aria-describedby': string | undefined
}

/** A labelled form control with its hint and error; `children` renders the control. */
export function Field({
  children,
  ...field
}: FieldProps & { readonly children: (control: FieldControl) => ReactNode }) {
  const id = useId()
  const hintId = field.hint ? `${id}-hint` : undefined
  const errorId = field.error ? `${id}-error` : undefined
  const described = [field.describedBy, hintId, errorId].filter(Boolean).join(' ')
  return (
    <div className={classes('flex flex-col gap-1', !field.strong && 'text-sm', field.className)}>
      <label htmlFor={id} className={field.strong ? 'text-sm font-semibold' : undefined}>
        {field.label}
      </label>
      {children({
        id,
        'aria-invalid': field.invalid || errorId ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {field.hint && (
        <span id={hintId} className="text-xs text-fg-muted">
          {field.hint}
        </span>
      )}
      <FormError id={errorId} error={field.error} />
    </div>
  )
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'aria-invalid' | 'aria-describedby'
>

/** A labelled text input (`type` password, date, … too) that reports its value as a string. */
export function TextField({
  label,
  hint,
  error,
  invalid,
  describedBy,
  strong,
  className,
  inputClassName,
  value,
  onChange,
  ...input
}: FieldProps &
  InputProps & {
    readonly value: string
    readonly onChange: (value: string) => void
    /** More classes for the input (a monospace font, a width). */
    readonly inputClassName?: string
  }) {
  return (
    <Field {...{ label, hint, error, invalid, describedBy, strong, className }}>
      {control => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={event => onChange(event.target.value)}
          className={classes(inputClass, inputClassName)}
        />
      )}
    </Field>
  )
}

/**
 * A labelled text box of several lines that reports its value as a string; it grows with its
 * content from 80 to 400 px tall, then scrolls (the spec's multiline inputs).
 */
export function TextAreaField({
  value,
  onChange,
  spellCheck,
  autoComplete,
  inputClassName,
  ...field
}: FieldProps & {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly spellCheck?: boolean
  readonly autoComplete?: string
  /** More classes for the text box (a monospace font). */
  readonly inputClassName?: string
}) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useAutoGrow(ref, value, TEXTAREA_MIN_HEIGHT_PX, TEXTAREA_MAX_HEIGHT_PX)
  return (
    <Field {...field}>
      {control => (
        <textarea
          ref={ref}
          rows={3}
          spellCheck={spellCheck}
          autoComplete={autoComplete}
          {...control}
          value={value}
          onChange={event => onChange(event.target.value)}
          className={classes(inputClass, 'resize-none', inputClassName)}
        />
      )}
    </Field>
  )
}

/** One choice of a `SelectField`. */
export interface SelectOption<T extends string> {
  readonly value: T
  readonly label: string
  /** Said on hover. */
  readonly title?: string
}

/** A labelled select over `options`; reports the chosen option's value. */
export function SelectField<T extends string>({
  options,
  value,
  onChange,
  ...field
}: FieldProps & {
  readonly options: readonly SelectOption<T>[]
  readonly value: T
  readonly onChange: (value: T) => void
}) {
  return (
    <Field {...field}>
      {control => (
        <select
          {...control}
          value={value}
          onChange={event => {
            const chosen = options.find(option => option.value === event.target.value)
            if (chosen) onChange(chosen.value)
          }}
          className={inputClass}
        >
          {options.map(option => (
            <option key={option.value} value={option.value} title={option.title}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
