import { Box, useInput } from 'ink';
import { useRef, useState } from 'react';
import { scenarioTitle } from '../../cli/battle-result.js';
import { whereNow } from '../../cli/narrate.js';
import type { TableGame } from '../../play/table-game.js';
import { KeyBar } from '../components/KeyBar.js';
import { StatusLine } from '../components/StatusLine.js';
import { ToneLines, toneStyles } from '../components/ToneLines.js';
import { explained, feedLines, type Explained } from '../feed-lines.js';
import type { Theme } from '../theme.js';
import { freshEntry, keystrokes, pressKey, promptKeys, type Command, type Entry, type KeyPress } from './keys.js';
import { promptLines, toDoLines, whyLines, type PromptLine } from './prompt-lines.js';
import { promptModel, type PromptModel } from './prompt-model.js';
import { submitAnswer } from './submit.js';

interface Props {
  readonly game: TableGame;
  readonly width: number;
  readonly height: number;
  readonly theme: Theme;
  /** Called when the player quits or the game is over and they leave. */
  readonly onQuit: () => void;
  /** Called with anything thrown while answering (the last autosave is intact). */
  readonly onFatal: (error: unknown) => void;
}

/** How many log entries back the feed reads: enough to fill any screen (asks make no lines). */
const FEED_LOOKBACK = 400;

/** Where the prompt stands: a new id means a new prompt, so a fresh entry. */
function promptId(game: TableGame): string {
  return `${game.session.requestsAnswered}/${game.interview?.answered ?? 0}/${game.session.answering.dice}`;
}

/** The prompt's own why: an instruction's reasons, opfor's advice, or why the rules ask a question. */
function promptWhy(game: TableGame, prompt: PromptModel): Explained | null {
  if (prompt.kind === 'tell' && prompt.reasons.length > 0) return { about: prompt.text, reasons: prompt.reasons };
  if (prompt.kind === 'choose' && prompt.advice.length > 0) return { about: `opfor's advice`, reasons: prompt.advice };
  if (prompt.kind === 'question') {
    const { rule } = prompt.question;
    // a purpose usually starts with its rule ("T22.3: is … with a group?"): say the rule once
    const asked = game.pending?.kind === 'ask' ? game.pending.purpose : prompt.question.text;
    const purpose = asked.startsWith(`${rule}: `) ? asked.slice(rule.length + 2) : asked;
    return { about: prompt.heading, reasons: [{ rule, text: purpose }] };
  }
  return null;
}

/** What the why panel can open: the prompt's own why, then everything done or decided before it, the newest first. */
function whyItems(game: TableGame, prompt: PromptModel): Explained[] {
  const own = promptWhy(game, prompt);
  return [...(own ? [own] : []), ...explained(game.session.log.slice(-FEED_LOOKBACK))];
}

/** The why panel's content: the item `back` steps before the newest, and how to step. */
function whyFor(items: readonly Explained[], back: number, width: number): PromptLine[] {
  const item = items[Math.min(back, items.length - 1)];
  if (!item) return [{ text: 'Nothing to explain yet.', tone: 'why' }];
  const earlier = back === 0 ? '' : `${back} back: `;
  return [...whyLines(`${earlier}${item.about}`, item.reasons, width), { text: '[ older · ] newer · w close', tone: 'why' }];
}

/**
 * The game at the real table: the status line, the feed of what happened, the prompt for what
 * the player must do or answer now, and the keys. Every key goes through `pressKey`.
 */
export function GameScreen({ game, width, height, theme, onQuit, onFatal }: Props) {
  const [, setVersion] = useState(0);
  // Keys can arrive faster than frames: what a key changes is kept in refs and read fresh by
  // the next key, and the frame follows.
  const typed = useRef<{ id: string; entry: Entry } | null>(null);
  const problem = useRef<{ id: string; text: string } | null>(null);
  const [showWhy, setShowWhy] = useState(false);
  // how far back the why panel looks, at which prompt: a new prompt opens on its own why
  const [whyBack, setWhyBack] = useState({ id: '', back: 0 });
  const styles = toneStyles(theme);
  const changed = () => setVersion((v) => v + 1);
  const current = () => {
    const id = promptId(game);
    const prompt = promptModel(game);
    return { id, prompt, entry: typed.current?.id === id ? typed.current.entry : freshEntry(prompt) };
  };

  const run = (command: Command, id: string) => {
    if (command === 'quit') return onQuit();
    if (command === 'why') {
      setShowWhy((s) => !s);
      setWhyBack({ id, back: 0 });
    }
    if (command === 'older' || command === 'newer') {
      const last = whyItems(game, promptModel(game)).length - 1;
      setShowWhy(true);
      setWhyBack((w) => ({ id, back: Math.max(0, Math.min(last, (w.id === id ? w.back : 0) + (command === 'older' ? 1 : -1))) }));
    }
    if (command === 'undo') {
      // the prompt taken back shows its offer afresh, not what was typed into it before
      if (game.undo()) typed.current = null;
      else problem.current = { id, text: 'nothing to take back' };
    }
    if (command === 'dice') game.setDice(game.session.answering.dice === 'app' ? 'physical' : 'app');
    changed();
  };

  const press = (input: string, key: KeyPress) => {
    const { id, prompt, entry } = current();
    const outcome = pressKey(prompt, entry, input, key);
    if (outcome.kind === 'edit') typed.current = { id, entry: outcome.entry };
    else if (outcome.kind === 'command') return run(outcome.command, id);
    else if (outcome.kind === 'submit') {
      const text = submitAnswer(game, prompt, outcome.value);
      problem.current = text ? { id, text } : null;
    }
    changed();
  };

  useInput((input, key) => {
    try {
      for (const [one, itsKey] of keystrokes(input, key)) press(one, itsKey);
    } catch (error) {
      onFatal(error);
    }
  });

  const { id, prompt, entry } = current();
  const why = showWhy ? whyFor(whyItems(game, prompt), whyBack.id === id ? whyBack.back : 0, width) : [];
  const toDo = toDoLines(game.toDo, width);
  // the prompt's room: the screen less the status line, a line of feed, the rule, the key bar, the why and the moves to make
  const room = height - 4 - why.length - toDo.length;
  const promptArea = [...toDo, ...promptLines(prompt, entry, problem.current?.id === id ? problem.current.text : null, width, room)];
  const feedHeight = Math.max(1, height - 2 - 1 - promptArea.length - why.length);
  const feed = feedLines(game.session.log.slice(-FEED_LOOKBACK), width, feedHeight);
  const dice = game.session.answering.dice === 'app' ? 'app' : 'yours';
  const keys = `${promptKeys(prompt)} │ u undo · w why · d dice: ${dice} · q quit`;

  return (
    <Box flexDirection="column" width={width} height={height}>
      <StatusLine title={scenarioTitle(game.origin.loaded.scenario)} where={whereNow(game.session)} mode={`seed ${game.origin.seed}`} width={width} theme={theme} />
      <Box flexDirection="column" height={feedHeight}>
        <ToneLines lines={feed} styles={styles} />
      </Box>
      <Box flexDirection="column" borderStyle="single" borderTop borderBottom={false} borderLeft={false} borderRight={false}>
        <ToneLines lines={why} styles={styles} />
        <ToneLines lines={promptArea} styles={styles} />
      </Box>
      <KeyBar keys={keys} theme={theme} />
    </Box>
  );
}
