// The devnet's renderer against the golden sign docs: the same documents the client's converters
// are held to (packages/chain/src/testing/amino-golden.ts), written from the chain's rules.
import {
  allGitopiaMsgTypes,
  createGitopiaRegistry,
  packNestedMsgs,
} from '@gitopia-client/chain/codec'
import { AMINO_GOLDEN } from '@gitopia-client/chain/testing/amino-golden'
import { describe, expect, it } from 'vitest'
import { nestedDecoder } from './nested.ts'
import { sortedJson } from './render.ts'
import { msgSignJson } from './sign-doc.ts'

const registry = createGitopiaRegistry(allGitopiaMsgTypes)
const decode = nestedDecoder(registry)

describe("the devnet renders each Msg as the chain's GetSignBytes (golden sign docs)", () => {
  for (const { name, msg, signed } of AMINO_GOLDEN) {
    it(name, () => {
      const [packed] = packNestedMsgs(registry, [msg])
      if (!packed) throw new Error('nothing packed')
      // What the node holds: the Msg decoded from the tx's protobuf bytes.
      const decoded = decode(registry.encodeAsAny(packed))
      expect(msgSignJson(packed.typeUrl, decoded, decode)).toBe(sortedJson(signed))
    })
  }
})
