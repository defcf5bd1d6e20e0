/** Query keys of the network feature (what the node says about itself). */
export const networkKeys = {
  all: ['network'] as const,
  networkName: (api: string) => [...networkKeys.all, 'node-info', api, 'network'] as const,
}
