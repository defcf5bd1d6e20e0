/** Query keys of the profile feature; every read hangs under `profile`. */
export const profileKeys = {
  all: ['profile'] as const,
  rewards: (api: string, address: string) => [...profileKeys.all, 'rewards', api, address] as const,
}
