import { updateDaoConfigMsg, type Dao, type DaoRequirements } from '@gitopia-client/chain/gitopia'
import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button.tsx'
import { dashboardKeys } from '../api/keys.ts'
import { useDaoProposal, type DaoProposer } from '../api/use-dao-proposal.ts'
import { DAO_REQUIREMENTS, DaoRequirementFields } from './dao-requirement-fields.tsx'

/**
 * Proposes which actions on the DAO's repositories need a proposal of their own
 * (`MsgUpdateDaoConfig`); the rest a member does directly.
 */
export function ProposeRequirements({ proposing, dao }: { proposing: DaoProposer; dao: Dao }) {
  const { api, propose, pending } = useDaoProposal(proposing)
  // Only the boxes the person changed: the others follow the chain's answer, which can come after
  // a saved one a reload shows first (docs/performance.md, "Return visits").
  const [edits, setEdits] = useState<Partial<DaoRequirements>>({})
  const rules = { ...dao.requiresProposal, ...edits }
  const changedIn = (values: DaoRequirements) =>
    (Object.keys(DAO_REQUIREMENTS) as (keyof DaoRequirements)[]).filter(
      key => values[key] !== dao.requiresProposal[key],
    )
  const changed = changedIn(rules)
  const edit = (next: DaoRequirements) => {
    setEdits(Object.fromEntries(changedIn(next).map(key => [key, next[key]])))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await propose({
      title: 'Change what needs a proposal',
      summary: changed
        .map(key => `${DAO_REQUIREMENTS[key]}: ${rules[key] ? 'by proposal' : 'directly'}`)
        .join('\n'),
      messages: [updateDaoConfigMsg(proposing.policyAddress, dao.address, rules)],
      // A proposal that passes at once (one member holds the threshold) has already changed them.
      invalidate: [dashboardKeys.daos(api)],
    })
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Propose what needs a proposal"
      className="flex flex-col gap-2 text-sm"
    >
      <DaoRequirementFields value={rules} onChange={edit} />
      <Button type="submit" disabled={pending || changed.length === 0}>
        Propose
      </Button>
    </form>
  )
}
