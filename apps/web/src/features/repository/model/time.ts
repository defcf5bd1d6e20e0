export const shortSha = (sha: string) => sha.slice(0, 7)
