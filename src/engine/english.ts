/**
 * A name's possessive as the narration writes it: "Chard's", but "Marksmen with trade muskets'"
 * and "De Cristoforis'" (a name ending in s takes the apostrophe alone, so that a plural unit
 * name never reads "muskets's").
 */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A text with its first letter a capital, to open a sentence ("tick how far …" → "Tick how far …"). */
export function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
