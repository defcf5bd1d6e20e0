/**
 * Known injection payloads (script tags, event handlers, javascript:/data: URLs, SVG with script,
 * CSS injection, RTL and zero-width tricks, very long strings). Every one must render as text.
 */
export const HOSTILE_PAYLOADS: readonly string[] = [
  '<script>alert("corpus-1")</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '"><script>alert(2)</script>',
  "'><img src=x onerror=alert(3)>",
  '<img src=x onerror="alert(4)">',
  '<svg onload=alert(5)>',
  '<svg><script>alert(6)</script></svg>',
  '<body onload=alert(7)>',
  '<iframe src="javascript:alert(8)"></iframe>',
  '<a href="javascript:alert(9)">click me</a>',
  '[md link](javascript:alert(10))',
  '[encoded](jav&#x09;ascript:alert(11))',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMik8L3NjcmlwdD4=)',
  '![data svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEzKSIvPg==)',
  '<a href="data:text/html,<script>alert(14)</script>">data anchor</a>',
  '<object data="javascript:alert(15)"></object>',
  '<embed src="javascript:alert(16)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(17)>',
  '<details open ontoggle=alert(18)>',
  '<input autofocus onfocus=alert(19)>',
  '<style>body{display:none}</style>',
  '<div style="position:fixed;inset:0;background:red">overlay</div>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(24)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><button>go</button></form>',
  '{{constructor.constructor("alert(27)")()}}',
  '${alert(28)}',
  'RTL \u202Egnp.exe\u202C trick',
  'zero\u200Bwidth\u200D\uFEFFjoiner',
  '<noscript><p title="</noscript><img src=x onerror=alert(31)>">',
  '<!--<img src="--><img src=x onerror=alert(32)//">',
  '`<img src=x onerror=alert(33)>`',
  'x'.repeat(240),
  'W'.repeat(60) + ' ' + 'm'.repeat(120),
]

/** A line of one unbroken very long token, for bodies and descriptions. */
export const LONG_TOKEN = 'A'.repeat(3000)
