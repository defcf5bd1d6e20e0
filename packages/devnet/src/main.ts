import { parseCli, USAGE } from './cli.ts'
import { devnetEndpoints, READY_MARKER } from './endpoints.ts'
import { startDevnet } from './node.ts'

async function main(): Promise<void> {
  let options
  try {
    options = parseCli(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    console.error(USAGE)
    process.exit(2)
  }
  const devnet = await startDevnet(options)
  console.log(`Gitopia devnet ready (chain-id ${devnet.chainId})`)
  for (const node of devnet.nodes)
    console.log(`  ${node.name}: REST ${node.restUrl}, RPC ${node.rpcUrl} (faults: ${node.target})`)
  for (const provider of devnet.providers)
    console.log(`  storage ${provider.name}: ${provider.url} (${provider.address})`)
  for (const chain of devnet.counterparties)
    console.log(
      `  ${chain.chainId}: REST ${chain.restUrl}, RPC ${chain.rpcUrl} (faults: ${chain.chainName})`,
    )
  console.log(`  faults: ${devnet.controlUrl}`)
  console.log(`  home: ${devnet.home}`)
  if (devnet.seedDurationMs > 0) console.log(`  seeded in ${devnet.seedDurationMs} ms`)
  const ready = { chainId: devnet.chainId, ...devnetEndpoints(devnet) }
  console.log(`${READY_MARKER} ${JSON.stringify(ready)}`)
  const stop = () => {
    void devnet.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
