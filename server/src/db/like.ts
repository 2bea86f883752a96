/** `text` with LIKE's wildcards (and its escape character) escaped, so they match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
