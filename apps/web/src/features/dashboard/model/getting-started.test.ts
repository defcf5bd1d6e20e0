import { beforeEach, describe, expect, it } from 'vitest'
import {
  dismissGettingStarted,
  gettingStartedSteps,
  isGettingStartedDismissed,
} from './getting-started.ts'

const nothing = { backedUp: false, funded: false, hasUsername: false, started: false }

describe('the getting-started checklist', () => {
  beforeEach(() => localStorage.clear())

  it('lists the four steps in order, each ticked by its own fact', () => {
    const steps = gettingStartedSteps({ ...nothing, funded: true, started: true })
    expect(steps.map(step => [step.id, step.done])).toEqual([
      ['backedUp', false],
      ['funded', true],
      ['hasUsername', false],
      ['started', true],
    ])
    expect(steps[3]?.links.map(link => link.href)).toEqual(['/new', '/daos/new'])
  })

  it('remembers a dismissal per account', () => {
    dismissGettingStarted('gitopia1a')
    expect(isGettingStartedDismissed('gitopia1a')).toBe(true)
    expect(isGettingStartedDismissed('gitopia1b')).toBe(false)
    localStorage.setItem('gettingStartedDismissed', '{not json')
    expect(isGettingStartedDismissed('gitopia1a')).toBe(false)
  })
})
