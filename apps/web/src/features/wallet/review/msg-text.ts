import type { MsgLike } from './describe-msg.ts'
import { proposalContent } from './proposal-content.ts'

/** Free text a Msg signs (a comment, a description), shown under its sentence on the review sheet. */
export interface SignedText {
  /** What the text is: "Comment", "Description"… */
  readonly label: string
  readonly text: string
}

type Fields = Readonly<Record<string, unknown>>

const TEXT_FIELDS: Readonly<Record<string, readonly (readonly [field: string, label: string])[]>> =
  {
    MsgCreateComment: [['body', 'Comment']],
    MsgUpdateComment: [['body', 'Comment']],
    MsgToggleIssueState: [['commentBody', 'Comment']],
    MsgSetPullRequestState: [['commentBody', 'Comment']],
    MsgCreateIssue: [['description', 'Description']],
    MsgUpdateIssueDescription: [['description', 'Description']],
    MsgCreatePullRequest: [['description', 'Description']],
    MsgUpdatePullRequestDescription: [['description', 'Description']],
    MsgCreateRepository: [['description', 'Description']],
    MsgUpdateRepositoryDescription: [['description', 'Description']],
    MsgCreateRelease: [['description', 'Description']],
    MsgDaoCreateRelease: [['description', 'Description']],
    MsgUpdateRelease: [['description', 'Description']],
    MsgUpdateUserBio: [['bio', 'Bio']],
    MsgUpdateDaoDescription: [['description', 'Description']],
    MsgUpdateDaoMetadata: [['description', 'Description']],
    MsgCreateDao: [['description', 'Description']],
    MsgSubmitProposal: [['summary', 'Summary']],
  }

/** The texts a Msg signs, in order; none when it carries no free text or only empty ones. */
export function signedTexts(msg: MsgLike): SignedText[] {
  const value = typeof msg.value === 'object' && msg.value !== null ? (msg.value as Fields) : {}
  const name = msg.typeUrl.slice(msg.typeUrl.lastIndexOf('.') + 1)
  if (msg.typeUrl === '/cosmos.gov.v1beta1.MsgSubmitProposal') {
    const content = proposalContent(value.content)
    return content ? texts(content, [['description', 'Description']]) : []
  }
  return texts(value, Object.hasOwn(TEXT_FIELDS, name) ? (TEXT_FIELDS[name] ?? []) : [])
}

function texts(
  value: Fields | object,
  fields: readonly (readonly [string, string])[],
): SignedText[] {
  return fields.flatMap(([field, label]) => {
    const text = (value as Fields)[field]
    return typeof text === 'string' && text.trim() !== '' ? [{ label, text }] : []
  })
}
