/**
 * A name's possessive as the narration writes it: "Chard's", but "Marksmen with trade muskets'"
 * and "De Cristoforis'" (a name ending in s takes the apostrophe alone, so that a plural unit
 * name never reads "muskets's"). A name ending in a note in brackets takes it on the name
 * before the note: "Ras Alula's riflemen's (Remingtons)", not "(Remingtons)'s".
 */
export function possessive(name: string): string {
  const noted = /^(.*\S)(\s+\([^()]*\))$/.exec(name);
  if (noted) return `${possessive(noted[1]!)}${noted[2]}`;
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A text with its first letter a capital, to open a sentence ("tick how far …" → "Tick how far …"). */
export function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
