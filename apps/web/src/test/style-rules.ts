/**
 * How many times emotion's `<style>` tags in the page hold a rule that starts with `selector{`: a list's rules given
 * once for the page, not per row, is 1.
 */
export function ruleCount(selector: string): number {
  const text = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '').join('\n');
  return text.split(`${selector}{`).length - 1;
}
