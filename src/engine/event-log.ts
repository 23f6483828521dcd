import type { Choice, Fact, Instruction, SideId } from './requests.js';
import type { StepInfo } from './ruleset.js';

/** Who answered a request. */
export type Source = 'app' | 'physical' | 'forced' | 'table' | 'human' | 'ai';

/** One line of a battle's event log: every step, roll, question, answer, decision and instruction. */
export type LogEntry =
  | { readonly kind: 'step'; readonly step: StepInfo }
  | { readonly kind: 'roll'; readonly purpose: string; readonly dice: string; readonly faces: readonly number[]; readonly source: Source; readonly side?: SideId }
  | { readonly kind: 'ask'; readonly purpose: string; readonly fact: Fact; readonly answer: unknown; readonly source: Source }
  /** `tool`: the rulebook tool the chosen option uses (a charge, a reveal), as `opfor balance` counts them. */
  | { readonly kind: 'choose'; readonly purpose: string; readonly side: SideId; readonly choice: Choice; readonly label: string; readonly source: Source; readonly tool?: string }
  /** `withNext`: at a real table, shown with the next screen rather than waited for, though its instruction does not say so (it carries out the human's choice, `Ruleset.chosenShownWithNext`, or is of a kind `Ruleset.shownWithNext` names). */
  | { readonly kind: 'tell'; readonly instruction: Instruction; readonly withNext?: true };
