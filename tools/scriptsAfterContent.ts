import type { Plugin } from 'vite';

/** What Vite writes into the head of a built page: the entry script and its imports' preloads. */
const ENTRY_TAGS =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Moves the entry script and its module preloads from the head to the end of the body. In the head
 * they are found first and every one asks for high priority, so on a slow network the page's
 * largest image waits behind the JavaScript; at the end of the body the preload scanner meets the
 * page's images first. A module script runs after the document is parsed wherever it stands, so
 * hydration starts at the same point.
 */
export function moveScriptsAfterContent(html: string): string {
  const [head = '', rest = ''] = html.split('</head>');
  const tags = head.match(ENTRY_TAGS)?.map((tag) => tag.trim()) ?? [];
  if (!tags.length || !rest.includes('</body>')) return html;
  return `${head.replace(ENTRY_TAGS, '')}</head>${rest.replace('</body>', `${tags.join('')}</body>`)}`;
}

export function scriptsAfterContent(): Plugin {
  return {
    name: 'tradeschool-scripts-after-content',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveScriptsAfterContent },
  };
}
