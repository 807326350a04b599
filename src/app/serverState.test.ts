import { SERVER_STATE_ID, serverStateText } from './serverState';

describe("reading a page's server state", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads its own script, even when content earlier on the page carries the same id', () => {
    document.body.innerHTML = `<main><a id="${SERVER_STATE_ID}" href="#">Jump</a></main><script type="application/json" id="${SERVER_STATE_ID}">{"namespaces":["blog"]}</script>`;
    expect(JSON.parse(serverStateText(document) ?? 'null')).toEqual({ namespaces: ['blog'] });
  });

  it('finds none on the shell page', () => {
    document.body.innerHTML = `<div id="root"></div><div id="${SERVER_STATE_ID}">{}</div>`;
    expect(serverStateText(document)).toBeUndefined();
  });
});
