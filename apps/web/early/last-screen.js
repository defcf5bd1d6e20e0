// A return visit shows the screen the last visit left while the app's code loads and runs
// (docs/performance.md, "Return visits"). The app saves it (lib/query-persistence/last-screen.ts)
// with the build and a fingerprint of what decides whose data it is; any difference, or no saved
// answers for its scope, and nothing is shown. Inline in index.html (build/inline-early-scripts.ts).
;(function () {
  var MAX_AGE_MS = 24 * 60 * 60 * 1000
  /** After this, the app's page replaces the saved screen whatever it shows. */
  var MAX_SHOWN_MS = 3000

  function fingerprint() {
    var config = document.getElementById('app-config')
    var text = [
      config ? config.textContent : '',
      localStorage.getItem('wallets') || '',
      localStorage.getItem('lastWallet') || '',
    ].join('\n')
    var hash = 0x811c9dc5
    for (var index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    return hash.toString(16)
  }

  function show() {
    var saved = JSON.parse(localStorage.getItem('lastScreen') || 'null')
    var root = document.getElementById('root')
    var entry = document.querySelector('script[type="module"][src]')
    var screen = saved && saved.screens && saved.screens[location.pathname + location.search]
    if (!screen || !root || root.firstChild || !entry || saved.build !== entry.src) return
    if (saved.fingerprint !== fingerprint() || Date.now() - screen.savedAt > MAX_AGE_MS) return
    if (localStorage.getItem('gitopia.savedAnswers:' + saved.scope) === null) return

    // A picture of the page: not focusable, not clickable, not read out; over the app's root,
    // which lays out unseen below it until its page is ready.
    var last = document.createElement('div')
    last.id = 'last-screen'
    last.setAttribute('inert', '')
    last.setAttribute('aria-hidden', 'true')
    last.style.cssText = 'position:absolute;top:0;left:0;right:0'
    last.innerHTML = screen.html
    root.style.visibility = 'hidden'
    root.before(last)

    var shownAt = Date.now()
    var height = function (element) {
      var page = element && element.querySelector('main > *')
      return page ? page.getBoundingClientRect().height : 0
    }
    // Ready: the page is drawn with no placeholder, and about as tall as the saved one (a section
    // still loading, drawn as nothing, would make it shorter and move what is below it).
    var ready = function () {
      return (
        root.querySelector('main > *') !== null &&
        root.querySelector('[aria-busy="true"]') === null &&
        height(root) >= height(last) * 0.9
      )
    }
    var timer = setInterval(function () {
      if (!last.isConnected) return clearInterval(timer)
      if (!ready() && Date.now() - shownAt < MAX_SHOWN_MS) return
      clearInterval(timer)
      last.remove()
      root.style.removeProperty('visibility')
    }, 16)
  }

  function run() {
    try {
      show()
    } catch (e) {
      // A saved screen that cannot be read is not shown.
    }
  }
  // Run before the app's (deferred) modules: now if the parser has passed #root, else when it ends.
  if (document.getElementById('root')) run()
  else document.addEventListener('readystatechange', run, { once: true })
})()
