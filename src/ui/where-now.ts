import { stepHeading } from '../cli/narrate.js';
import type { Session } from '../engine/session.js';

/** "Turn 3 · zulus · Step 2: movement (T5.1(2))", or how the battle ended. */
export function whereNow(session: Session<object>): string {
  if (session.outcome) return `over after turn ${session.outcome.turns}`;
  return session.step ? stepHeading(session.step) : 'set-up';
}
