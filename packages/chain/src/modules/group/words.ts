/** What a DAO proposal's Msgs do, in plain words (unknown types keep their short name). */
const WORDS: Record<string, string> = {
  '/cosmos.group.v1.MsgUpdateGroupMembers': 'change members',
  '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy': 'change the voting rules',
  '/cosmos.bank.v1beta1.MsgSend': 'pay from the treasury',
  '/gitopia.gitopia.gitopia.MsgRenameDao': 'rename the DAO',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoDescription': 'change the description',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoWebsite': 'change the website',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoLocation': 'change the location',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoAvatar': 'change the avatar',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoMetadata': 'change the profile',
  '/gitopia.gitopia.gitopia.MsgDaoTreasurySpend': 'pay from the treasury',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoConfig': 'change which actions need a vote',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoPinnedRepositories': 'pin a repository',
  '/gitopia.gitopia.gitopia.MsgUpdateDaoRepositoryCollaborator': 'add or change a collaborator',
  '/gitopia.gitopia.gitopia.MsgRemoveDaoRepositoryCollaborator': 'remove a collaborator',
  '/gitopia.gitopia.gitopia.MsgDaoCreateRelease': 'publish a release',
  '/gitopia.gitopia.gitopia.MsgDaoDeleteRepository': 'delete a repository',
  '/gitopia.gitopia.gitopia.MsgDaoMergePullRequest': 'merge a pull request',
}

export function describeGroupMsgs(typeUrls: readonly string[]): string {
  if (typeUrls.length === 0) return 'a text proposal (nothing runs)'
  const words = typeUrls.map(url => WORDS[url] ?? url.split('.').at(-1) ?? url)
  const text = words.join(', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
