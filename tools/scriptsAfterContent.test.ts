/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { moveScriptsAfterContent } from './scriptsAfterContent';

const built = [
  '<html><head><meta charset="UTF-8" />',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="stylesheet" href="/assets/x.css">',
  '</head><body><div id="root"></div><img src="/media/hero.webp" fetchpriority="high"></body></html>',
].join('\n');

describe('moveScriptsAfterContent', () => {
  it("puts the entry script and its preloads after the page's content, keeping their order", () => {
    const moved = moveScriptsAfterContent(built);
    const [head, body = ''] = moved.split('</head>');
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('rel="stylesheet"');
    expect(body.indexOf('/media/hero.webp')).toBeLessThan(body.indexOf('/assets/index-a.js'));
    expect(body.indexOf('/assets/index-a.js')).toBeLessThan(body.indexOf('/assets/react-b.js'));
    expect(body).toMatch(/react-b\.js">\s*<\/body>/);
  });

  it('leaves a page without them as it is', () => {
    const page = '<html><head></head><body><p>Hi</p></body></html>';
    expect(moveScriptsAfterContent(page)).toBe(page);
  });
});
