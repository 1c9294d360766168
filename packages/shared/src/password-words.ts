/**
 * Whether a new password holds a word anyone who knows the account would try first (decisions §9): the email's name
 * (the part before `@`), the username or the office name, each whole or any of its words of four letters or more,
 * whatever the case, spacing or punctuation. The list of common passwords is checked on the server only (it is 10,000
 * lines the browser need not load).
 */
export function containsPersonalWords(password: string, words: readonly (string | null | undefined)[]): boolean {
  const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const haystack = plain(password);
  const needles = new Set<string>();
  for (const word of words) {
    if (!word) {
      continue;
    }
    const name = word.includes('@') ? word.slice(0, word.indexOf('@')) : word;
    needles.add(plain(name));
    for (const part of name.split(/[^\p{L}\p{N}]+/u)) {
      if (part.length >= 4) {
        needles.add(plain(part));
      }
    }
  }
  return [...needles].some((needle) => needle.length >= 3 && haystack.includes(needle));
}
