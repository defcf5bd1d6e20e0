import { describe, expect, it } from 'vitest'
import { withoutUnusedComponents } from './react-router-production.ts'

describe('withoutUnusedComponents', () => {
  it('drops DevTools names and marks forwardRef pure, keeping line numbers', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  function Form2() {}',
      ');',
      'Form.displayName = "Form";',
      'var x = Form.displayName;',
    ].join('\n')
    expect(withoutUnusedComponents(code).split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  function Form2() {}',
      ');',
      '',
      'var x = Form.displayName;',
    ])
  })
})
