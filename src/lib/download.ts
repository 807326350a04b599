/**
 * Hands the browser a text file to save, through a hidden link to an object URL. The link is in the
 * document while it is clicked (Firefox ignores a detached one), and the URL is released a moment
 * later, once the browser has taken the file.
 */
export function downloadTextFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
