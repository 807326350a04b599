/**
 * What the page downloads from here on (`downloadTextFile`): each file's name and its contents, the
 * browser's object URLs and the link's click stood in for, as jsdom saves nothing.
 */
export function captureDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, text: (index = 0) => files[index]?.text() ?? Promise.resolve('') };
}
