import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

// A 1×1 transparent PNG, what a tracking pixel serves.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('an image from another site in Markdown loads only when the reader asks, by keyboard too', async ({
  page,
}) => {
  const fetched: string[] = []
  await page.route('https://tracker.example/**', async route => {
    fetched.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
  })
  await signInAt(page, '/alice/hello-world/issues/new', DEMO_ACCOUNTS.alice, 'alice')
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Look:\n\n![diagram](https://tracker.example/pixel.png?reader=1)')
  await page.getByRole('tab', { name: 'Preview' }).click()
  const preview = page.getByTestId('markdown-preview')
  await expect(preview).toContainText('[Image “diagram” from tracker.example]')
  await expect(preview.getByRole('note')).toContainText('Images from other sites are not loaded')
  await expect(preview.getByRole('img')).toHaveCount(0)
  expect(fetched).toEqual([])

  // The button is reached with Tab and pressed with Enter.
  await page.getByRole('tab', { name: 'Preview' }).focus()
  const load = preview.getByRole('button', { name: 'Load image from tracker.example' })
  for (let tab = 0; tab < 10 && !(await load.evaluate(b => b === document.activeElement)); tab++)
    await page.keyboard.press('Tab')
  await expect(load).toBeFocused()
  await page.keyboard.press('Enter')
  const image = preview.getByRole('img', { name: 'diagram' })
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate(img => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  expect(fetched).toEqual(['https://tracker.example/pixel.png?reader=1'])
})
