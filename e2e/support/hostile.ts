/** Markdown that tries every way to run script or load a javascript: URL (must render inert). */
export const HOSTILE_BODY = [
  '<script>alert("issue body")</script>',
  '<img src=x onerror="alert(\'issue img\')">',
  "[javascript link](javascript:alert('issue link')) and <a href=\"javascript:alert('a')\" onclick=\"alert('click')\">anchor</a>",
  '<svg onload="alert(\'svg\')"><script>alert("svg script")</script></svg>',
  '![svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
  '<iframe src="javascript:alert(\'frame\')"></iframe>',
].join('\n\n')
