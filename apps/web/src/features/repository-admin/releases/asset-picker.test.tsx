import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AssetPicker } from './asset-picker.tsx'
import type { NewAsset } from './publish.ts'

const kept = { name: 'old.tar.gz', size: 2048, sha: 'ab'.repeat(32), uploader: 'gitopia1x' }
const picked: NewAsset = {
  key: 'asset-a',
  file: new File(['x'.repeat(400)], 'notes.txt'),
  name: 'notes.txt',
  state: { step: 'uploading', done: 100 },
}

function renderPicker() {
  const onAssets = vi.fn()
  const onKept = vi.fn()
  render(
    <AssetPicker
      assets={[picked]}
      onAssets={onAssets}
      kept={[kept]}
      onKept={onKept}
      disabled={false}
    />,
  )
  const rows = within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')
  return { onAssets, onKept, rows }
}

describe('AssetPicker', () => {
  it('lists the kept and the picked files with their sizes, and the upload progress of a picked one', () => {
    const { rows } = renderPicker()
    expect(rows.map(row => row.textContent)).toEqual([
      'old.tar.gz2.0 KBRemove',
      'notes.txt400 BUploading 25%Remove',
    ])
  })

  it('removes a kept file or a picked one from its own list', async () => {
    const { onAssets, onKept } = renderPicker()
    await userEvent.click(screen.getByRole('button', { name: 'Remove old.tar.gz' }))
    expect(onKept).toHaveBeenCalledWith([])
    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }))
    expect(onAssets).toHaveBeenCalledWith([])
  })
})
