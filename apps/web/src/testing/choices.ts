import { screen } from '@testing-library/react'

/**
 * The options of the choice control on the page, as `role` elements in order, and the chosen
 * ones: those whose `state` attribute is true (aria-pressed chips, aria-checked radios).
 */
export function choices(role: 'button' | 'radio', state: 'aria-pressed' | 'aria-checked') {
  const options = screen.getAllByRole(role)
  return {
    options: options.map(option => option.textContent),
    chosen: options
      .filter(option => option.getAttribute(state) === 'true')
      .map(option => option.textContent),
  }
}
