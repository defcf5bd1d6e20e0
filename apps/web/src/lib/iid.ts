/** A positive issue or pull request number (iid) as the URL gives it, or null (the page says 404). */
export const iidOf = (text: string | undefined) =>
  text && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null
