import { downloadTextFile } from './download';

describe('downloadTextFile', () => {
  it('saves the text through a link to an object URL, then releases the URL', async () => {
    jest.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:notes';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { link: HTMLAnchorElement; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ link: this, attached: this.isConnected });
    });

    downloadTextFile('notes.md', '# Notes\n', 'text/markdown;charset=utf-8');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.attached).toBe(true);
    expect(clicked[0]?.link.download).toBe('notes.md');
    expect(clicked[0]?.link.getAttribute('href')).toBe('blob:notes');
    expect(clicked[0]?.link.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/markdown;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('# Notes\n');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:notes');
  });
});
