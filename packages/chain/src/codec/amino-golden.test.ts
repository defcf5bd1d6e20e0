import { describe, expect, it } from 'vitest'
import { AMINO_GOLDEN } from '../testing/amino-golden.ts'
import { allGitopiaMsgTypes } from './gitopia-types.ts'
import { sameJson } from '../modules/storage/aminomessages.ts'
import { createSigningAminoTypes, createSigningRegistry, packNestedMsgs } from './signing-codec.ts'

const registry = createSigningRegistry(allGitopiaMsgTypes)
const aminoTypes = createSigningAminoTypes(allGitopiaMsgTypes, registry)

describe("the client's Amino JSON is the chain's (golden sign docs)", () => {
  for (const { name, msg, signed } of AMINO_GOLDEN) {
    it(name, () => {
      const [packed] = packNestedMsgs(registry, [msg])
      if (!packed) throw new Error('nothing packed')
      const written = aminoTypes.toAmino(packed)
      expect(written).toEqual(signed)
      // Key order is the sign doc's business (sorted); the values must be the same JSON.
      expect(sameJson(written, signed)).toBe(true)
    })
  }
})
