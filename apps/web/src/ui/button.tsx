import type { ComponentProps } from 'react'
import { Link, type LinkProps } from 'react-router'

/**
 * `primary` for the one main action of a page or form (every "New …" that starts something),
 * `danger` for the button that deletes or removes (a confirmation's last step), `secondary` for
 * the rest. The looks are the `.btn` classes of index.css.
 */
type Variant = 'primary' | 'secondary' | 'danger'

const classes = (variant: Variant, className: string) => `btn btn-${variant} ${className}`

export function Button({
  variant = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={classes(variant, className)} {...props} />
}

export function ButtonLink({
  variant = 'secondary',
  className = '',
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...props} />
}
