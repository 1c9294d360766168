/**
 * Puts `text` on the clipboard: through the Clipboard API where the browser allows it, else by selecting it in
 * `input` and the older copy command — the office may open the app over plain http on its network, where
 * `navigator.clipboard` does not exist. False when neither worked; the text is then left selected in `input`
 * for the user to copy by hand.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the page not focused): try the selection below.
  }
  if (!input) {
    return false;
  }
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
