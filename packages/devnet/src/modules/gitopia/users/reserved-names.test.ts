import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../../seed/demo-world.ts'
import { Store } from '../../../state/store.ts'
import { UsersKeeper } from './keeper.ts'

const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address

describe('reserved names (the chain’s full list)', () => {
  // Each of these is in x/gitopia/types/reserved.go and was missing from the devnet's former subset.
  const onlyInFullList = ['hackathon', 'gsob', 'Validators', 'brand-assets', 'nerdz', 'relayers']

  it.each(onlyInFullList)('refuses %s as a username and as a DAO name', name => {
    const users = new UsersKeeper(new Store())
    expect(() => users.registerName(name, alice, 'USER', alice, 'taken')).toThrow(
      `(${name}) is reserved name`,
    )
    expect(() => users.registerName(name, bob, 'DAO', alice, 'taken')).toThrow(
      `(${name}) is reserved name`,
    )
  })

  it('refuses HTTP error codes and www0…www9, accepts ordinary names', () => {
    const users = new UsersKeeper(new Store())
    for (const name of ['404', '431', '511', 'www0', 'www9']) {
      expect(() => users.registerName(name, alice, 'USER', alice, 'taken')).toThrow('reserved name')
    }
    expect(() => users.registerName('alice-dev', alice, 'USER', alice, 'taken')).not.toThrow()
    expect(users.whois('alice-dev')?.address).toBe(alice)
  })
})
