// Saving text the user should keep (recovery codes) as a file: a download link, clicked, so the
// control the user pressed stays a button (read as one, pressed by Space as by Enter).

/** Saves `body` as the text file `name`. */
export function downloadText(name: string, body: string) {
  const a = document.createElement('a');
  a.href = `data:text/plain;charset=utf-8,${encodeURIComponent(body)}`;
  a.download = name;
  a.click();
}
