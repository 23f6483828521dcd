/**
 * How the commander's reasons quote a distance it measured between its own books' positions.
 * On the virtual table those are where the figures stand, and the reason gives the figure
 * ("the enemy is 45 cm off"). Advising a player at a real table they are where the books moved
 * the figures as opfor told (README "Asking facts at a real table"), which the player made on the
 * table within a little: an estimate, not a measure, so the reason gives the judgement in words
 * and leaves the figure out ("the enemy is beyond close range").
 */
export interface DistanceWords {
  /** "45 cm off" (or "45 cm ahead", `word` 'ahead'), or at a real table the words given. */
  off(cm: number, words: string, word?: string): string;
  /** " (45 cm)" (`what` after the figure: " (45 cm off)"), or nothing at a real table. */
  aside(cm: number, what?: string): string;
}

/** The words for the table the commander plays or advises at (`atTable`: advising a player at a real table). */
export function distanceWords(atTable: boolean): DistanceWords {
  return atTable
    ? { off: (_cm, words) => words, aside: () => '' }
    : { off: (cm, _words, word = 'off') => `${Math.round(cm)} cm ${word}`, aside: (cm, what = '') => ` (${Math.round(cm)} cm${what ? ` ${what}` : ''})` };
}
