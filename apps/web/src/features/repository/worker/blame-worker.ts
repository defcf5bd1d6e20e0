import {
  peeledCommit,
  verifiedBlob,
  verifiedCommit,
  verifiedFileAt,
  type ObjectSource,
} from '@gitopia-client/chain/storage'
import { blame, splitLines, type BlameHistory } from '../model/blame.ts'
import { isBinary } from '../model/file-kind.ts'
import type { BlameProgress, BlameRequest, BlameResult } from './protocol.ts'
import { serveTasks } from './serve-tasks.ts'

/**
 * Blame off the main thread, from verified history: commits, trees and blobs are read from the
 * provider's `/objects` route and checked against their ids (`@gitopia-client/chain/storage`).
 */

const decoder = new TextDecoder()

class BinaryFileError extends Error {
  override readonly name = 'BinaryFileError'
  constructor() {
    super('This is a binary file: blame shows text files only.')
  }
}

function verifiedHistory(source: ObjectSource): BlameHistory {
  return {
    async commit(sha) {
      const commit = await verifiedCommit(source, sha)
      return {
        sha,
        title: commit.title,
        authorName: commit.author.name,
        authoredAt: commit.author.date?.getTime() ?? null,
        treeSha: commit.treeSha,
        parentShas: commit.parentShas,
      }
    },
    async blobAt(treeSha, path) {
      const file = await verifiedFileAt(source, treeSha, path)
      return file?.sha ?? null
    },
    async lines(blobSha) {
      const bytes = await verifiedBlob(source, blobSha)
      if (isBinary(bytes)) throw new BinaryFileError()
      return splitLines(decoder.decode(bytes))
    },
  }
}

serveTasks<BlameRequest, BlameProgress, BlameResult>(async (request, progress) => {
  // An annotated tag names its commit: blame starts at the commit.
  const head = await peeledCommit(request, request.commitSha)
  return blame(verifiedHistory(request), head.sha, request.path, commits => progress({ commits }))
})
