import { replyProblem, type Interview, type Question } from '../engine/questions.js';

/**
 * A fact's interview in progress: the question on screen and the replies so far. Interviews
 * are deterministic generators, so stepping back a question is restarting and replaying the
 * replies but the last.
 */
export class InterviewRun {
  private iterator: Interview<unknown>;
  private replies: unknown[] = [];
  /** The question on screen; null once the interview is complete. */
  question: Question | null = null;
  /** The fact's answer, once complete. */
  answer: unknown = undefined;

  constructor(private readonly start: () => Interview<unknown>) {
    this.iterator = start();
    this.take(this.iterator.next());
  }

  /** How many questions have been answered. */
  get answered(): number {
    return this.replies.length;
  }

  /** The replies so far, in order: what an autosave keeps of an interview left half done. */
  get given(): readonly unknown[] {
    return this.replies;
  }

  /** Gives the reply to the question on screen; returns why it does not fit, or null. */
  reply(value: unknown): string | null {
    if (!this.question) return 'the interview is complete';
    const problem = replyProblem(this.question, value);
    if (problem) return problem;
    this.replies.push(value);
    this.take(this.iterator.next(value));
    return null;
  }

  /** Takes back the last reply; false when there is none. */
  back(): boolean {
    if (this.replies.length === 0) return false;
    const kept = this.replies.slice(0, -1);
    this.iterator = this.start();
    this.replies = [];
    this.answer = undefined;
    this.take(this.iterator.next());
    for (const r of kept) this.reply(r);
    return true;
  }

  private take(step: IteratorResult<Question, unknown>): void {
    if (step.done) {
      this.question = null;
      this.answer = step.value;
    } else {
      this.question = step.value;
    }
  }
}
