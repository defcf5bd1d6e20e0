{
  let stored
  try {
    stored = localStorage.theme
    const meta = document.querySelector('[name=last-screen]')
    if (meta && localStorage.lastScreen) {
      const script = document.createElement('script')
      script.src = meta.content
      meta.after(script)
    }
  } catch {}
  document.documentElement.classList.toggle(
    'dark',
    stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches),
  )
}
