export { buildRegistry, ibcDenom, ibcPairName } from './build.ts'
export {
  DEVNET_CHANNELS,
  devnetRegistryChains,
  registryChannelsOf,
  type ChannelEnd,
  type DevnetChainInfo,
  type RegistryChainInput,
  type RegistryChannelInput,
} from './inputs.ts'
export type * from './types.ts'
export { writeRegistry, writeRegistryFiles } from './write.ts'
