import { expect } from 'vitest';
import { replyProblem, type Question } from '../../src/engine/questions.js';
import type { TynesideFact } from '../../rulesets/tyneside/facts.js';
import { tynesideInterview } from '../../rulesets/tyneside/interview/index.js';
import type { TynesideState } from '../../rulesets/tyneside/state.js';

/** Runs a fact's interview with scripted replies, checking each fits its question and all are used. */
export function ask(state: TynesideState, fact: TynesideFact, replies: readonly unknown[]): { asked: Question[]; answer: unknown } {
  const asked: Question[] = [];
  const left = [...replies];
  const interview = tynesideInterview(state, fact);
  let step = interview.next();
  while (!step.done) {
    const q = step.value;
    asked.push(q);
    if (left.length === 0) throw new Error(`no scripted reply left for "${q.key}"`);
    const reply = left.shift();
    const problem = replyProblem(q, reply);
    if (problem) throw new Error(`scripted reply ${JSON.stringify(reply)} does not fit "${q.key}": ${problem}`);
    step = interview.next(reply);
  }
  expect(left, 'scripted replies left over').toEqual([]);
  return { asked, answer: step.value };
}
