import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../src/engine/questions.js';
import type { Request } from '../../src/engine/requests.js';
import { whyLine } from '../../src/engine/reasons.js';
import { statusText } from '../../src/ui/components/StatusLine.js';
import { GameScreen } from '../../src/ui/play/GameScreen.js';
import { themeFor } from '../../src/ui/theme.js';
import { tableGame, until } from '../helpers/table-game.js';
import { ENTER, frame, press, settle } from '../helpers/ink.js';
import type { TableGame } from '../../src/play/table-game.js';

const plain = themeFor({ NO_COLOR: '1' });

function screen(game: TableGame, width = 80, height = 24) {
  const quit = { count: 0 };
  const app = render(<GameScreen game={game} width={width} height={height} theme={plain} onQuit={() => quit.count++} onFatal={(e) => { throw e; }} />);
  return { app, quit };
}

describe('the game screen at 80×24', () => {
  it('draws the first question: status line, feed, the question with its rule and offer, and the keys', async () => {
    const { app } = screen(tableGame('tyneside/mission-station', 7));
    await settle();
    expect(frame(app)).toBe(FIRST_FRAME);
    expect(frame(app).split('\n')).toHaveLength(24);
    expect(Math.max(...frame(app).split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('a yes-no question takes y, n or Enter for the offered reply; an answer moves on to the next question', async () => {
    // (the river crossing's first yes-no, "can it shoot?", is a checklist now: what it can hit)
    const game = tableGame('tyneside/bush-ambush', 7);
    until(game, (g) => g.question?.kind === 'yes-no');
    const { app } = screen(game);
    await settle();
    const first = game.question!;
    await press(app, 'y');
    expect(game.question).not.toEqual(first);
    expect(game.defaultReply(first)).toBe(true);
  });

  it('shows an instruction for the table with its why, and the full reasoning on w', async () => {
    // a move rides with the next screen: a charge waits on its own, so a unit is said to reach an enemy
    const game = tableGame('tyneside/mission-station', 7);
    until(game, (g) => g.question?.rule === 'T31.2');
    const reach = game.question!;
    if (reach.kind !== 'some-of') throw new Error('not a checklist');
    expect(game.reply([reach.options[0]!.id])).toBeNull();
    until(game, (g) => g.pending?.kind === 'tell');
    const { app } = screen(game);
    await settle();
    const request = game.pending!;
    if (request.kind !== 'tell') throw new Error('not a tell');
    expect(frame(app)).toContain(`▶ ON THE TABLE: ${request.instruction.text.slice(0, 40)}`);
    expect(frame(app)).toContain('why: ');
    await press(app, 'w');
    expect(frame(app)).toContain(`${request.instruction.reasons[0]!.rule}: ${request.instruction.reasons[0]!.text.slice(0, 30)}`);
    await press(app, ENTER);
    expect(game.pending).not.toBe(request);
  });

  it('long narration wraps to the width instead of being cut', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    const longWhy = (g: TableGame) => {
      const last = g.session.log.at(-1);
      return last?.kind === 'tell' && whyLine(last.instruction.reasons).length > 120 ? last.instruction : null;
    };
    until(game, (g) => longWhy(g) !== null);
    const told = longWhy(game)!;
    const { app } = screen(game);
    await settle();
    const lines = frame(app).split('\n');
    expect(lines.filter((l) => l.endsWith('…'))).toEqual([]);
    const why = lines.findIndex((l) => l.startsWith(`   why: ${whyLine(told.reasons).slice(0, 30)}`));
    expect(why).toBeGreaterThan(0);
    expect(lines[why + 1]).toMatch(/^ {5}\S/);
  });

  it('a long option wraps under itself instead of being cut', async () => {
    const game = tableGame('tyneside/mission-station', 12);
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.some((o) => o.label.length > 80));
    const long = (game.pending as Extract<Request, { kind: 'choose' }>).options.find((o) => o.label.length > 80)!;
    const { app } = screen(game);
    await settle();
    for (let i = 0; i < 40 && !frame(app).includes(long.label.slice(0, 30)); i++) await press(app, '\u001B[B');
    const words = frame(app).split('\n').map((l) => l.trim()).join(' ').replace(/\s+/g, ' ');
    expect(words).toContain(long.label);
  });

  it('w on a question shows the rule and why the rules ask, the rule said once', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    until(game, (g) => g.pending?.kind === 'ask' && g.pending.fact.id === 'attached-to');
    const { app } = screen(game);
    await settle();
    await press(app, 'w');
    expect(frame(app)).toContain('T22.3: which group is each leader with?');
    expect(frame(app)).not.toContain('T22.3: T22.3');
  });

  it('[ and ] step the why panel back through what was done or decided before, and forward again', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    until(game, (g) => g.pending?.kind === 'ask' && g.session.log.some((e) => e.kind === 'tell' && e.instruction.reasons.length > 0));
    const last = [...game.session.log].reverse().find((e) => e.kind === 'tell' && e.instruction.reasons.length > 0);
    if (last?.kind !== 'tell') throw new Error('no instruction with reasons yet');
    const { app } = screen(game);
    await settle();
    await press(app, 'w');
    const own = frame(app);
    expect(own).toContain('[ older · ] newer · w close');
    await press(app, '[');
    expect(frame(app)).toContain(`Why: 1 back: ${last.instruction.text.slice(0, 40)}`);
    expect(frame(app)).toContain(`${last.instruction.reasons[0]!.rule}: `);
    await press(app, ']');
    expect(frame(app)).toBe(own);
  });

  it('a choice offers opfor\'s advice as the default; arrows and digits move, Enter chooses', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    until(game, (g) => g.pending?.kind === 'choose' && g.pending.options.length > 2);
    const request = game.pending!;
    if (request.kind !== 'choose') throw new Error('not a choice');
    const { app } = screen(game);
    await settle();
    expect(frame(app)).toContain('(offered)');
    expect(frame(app)).toContain('opfor would: ');
    await press(app, '2', ENTER);
    const chosen = game.session.log.filter((e) => e.kind === 'choose').at(-1);
    expect(chosen).toMatchObject({ side: 'british', source: 'human', choice: { option: request.options[1]!.id } });
  });

  it('u takes the answer back: the same prompt is on screen again', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    const { app } = screen(game);
    await settle();
    const before = frame(app);
    await press(app, ' ');
    await press(app, ENTER);
    expect(frame(app)).not.toBe(before);
    await press(app, 'u');
    expect(frame(app)).toBe(before);
  });

  it('physical dice: typed faces are checked, a wrong throw is refused with the reason and nothing changes', async () => {
    const game = tableGame('tyneside/mission-station', 7, 'physical');
    // (the Zulus placed in the bush first roll how far they are seen, T30)
    until(game, (g) => g.pending?.kind === 'roll' && g.pending.purpose.startsWith('T8:'));
    const { app } = screen(game);
    await settle();
    expect(frame(app)).toContain("Your roll: 4d6 for T8: Lieutenant John Chard, RE's command dice");
    await press(app, '9', '1', '1', '1', ENTER);
    expect(frame(app)).toContain('✗ 9 is not a face of a d6 (1 to 6)');
    expect(game.pending?.kind).toBe('roll');
    await press(app, '\u007F', '\u007F', '\u007F', '\u007F', '3', '1', '2', '4', ENTER);
    expect(game.session.log.filter((e) => e.kind === 'roll').at(-1)).toMatchObject({ faces: [3, 1, 2, 4], source: 'physical' });
  });

  it('a throw of a die no player owns says how to make it (T35.2: a d100 for where a marker goes)', async () => {
    const game = tableGame('tyneside/bush-ambush', 2, 'physical');
    until(game, (g) => g.pending?.kind === 'roll' && g.pending.dice.sides === 100);
    const { app } = screen(game);
    await settle();
    expect(frame(app)).toContain('a d100 is two d10, tens then units (0 0 counts 100).');
    expect(frame(app)).toContain('faces (1 × 1-100)');
  });

  it("a roll the rules impose on the player's side says so, and r lets opfor throw that one (G9.9 at Agordat)", async () => {
    const game = tableGame('guaitana/agordat', 3, 'physical');
    until(game, (g) => g.pending?.kind === 'roll' && g.pending.purpose.startsWith('G9.9: ambush roll'));
    const purpose = (game.pending as { purpose: string }).purpose;
    const { app } = screen(game);
    await settle();
    // at a real table the player's unit for the ambush roll is picked only on a 6
    expect(frame(app)).toContain('Your roll: 1d6 for G9.9: ambush roll for one');
    expect(frame(app)).toContain('throw your dice, or press r and opfor');
    expect(frame(app)).toContain('type the faces, Enter · r opfor rolls');
    await press(app, 'r');
    expect(game.session.log.filter((e) => e.kind === 'roll').at(-1)).toMatchObject({ purpose, source: 'app' });
    // only that one: the next throw is the player's again
    expect(game.session.answering.dice).toBe('physical');
    until(game, (g) => g.pending?.kind === 'roll');
    expect(game.pending?.kind).toBe('roll');
  });

  it('a move to make on the table shows with the question that follows it, not on a screen of its own (G9.8)', async () => {
    const game = tableGame('guaitana/baggage-train', 1);
    until(game, (g) => g.question?.key.startsWith('after-move/') === true);
    const { app } = screen(game);
    await settle();
    const lines = frame(app).split("\n");
    const move = lines.findIndex((l) => /▶ ON THE TABLE: .* moves \d+ cm/.test(l));
    const question = lines.findIndex((l) => /has moved: which of these/.test(l));
    expect(move).toBeGreaterThan(0);
    expect(question).toBeGreaterThan(move);
    // answering the question is doing the move: the next screen no longer shows it
    await press(app, ENTER);
    expect(frame(app)).not.toContain(lines[move]!.trim());
  });

  it('keys arriving in one chunk (fast typing, a paste, tmux send-keys) count one by one, Enter included', async () => {
    const game = tableGame('tyneside/mission-station', 7, 'physical');
    until(game, (g) => g.pending?.kind === 'roll' && g.pending.dice.count === 4);
    const { app } = screen(game);
    await settle();
    await press(app, '3124\r');
    expect(game.session.log.filter((e) => e.kind === 'roll').at(-1)).toMatchObject({ faces: [3, 1, 2, 4], source: 'physical' });
  });

  it('d switches the dice between opfor\'s and the player\'s, shown in the key bar', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    const { app } = screen(game);
    await settle();
    expect(frame(app)).toContain('d dice: app');
    await press(app, 'd');
    expect(frame(app)).toContain('d dice: yours');
    expect(game.session.answering.dice).toBe('physical');
  });

  it('q quits', async () => {
    const { app, quit } = screen(tableGame('tyneside/mission-station', 7));
    await press(app, 'q');
    expect(quit.count).toBe(1);
  });

  it('fits a larger terminal: the feed grows with the height', async () => {
    const game = tableGame('tyneside/mission-station', 7);
    until(game, (g) => g.session.log.length > 60 && g.pending?.kind === 'ask');
    const small = screen(game, 80, 24);
    const large = screen(game, 120, 40);
    await settle();
    expect(frame(large.app).split('\n')).toHaveLength(40);
    const feedRows = (f: string) => f.split('\n').filter((l) => l.startsWith('   why:') || l.startsWith('   dice:') || l.startsWith('   decision:')).length;
    expect(feedRows(frame(large.app))).toBeGreaterThan(feedRows(frame(small.app)));
  });
});

const FIRST_FRAME = ` opfor  Turn 1 · british · Step 1: command dice and Actions Table (T5.1(1))
── Turn 1 · Set-up: hidden markers (T35)
── Turn 1 · british · Step 1: command dice and Actions Table (T5.1(1))










────────────────────────────────────────────────────────────────────────────────
T30.1 Which units are in terrain?
Which of these units have a figure standing in fortifications, buildings,
  rough ground or woods?
> 1 [x] Prince Dabulamanzi kaMpande
  2 [x] Induna of the uThulwana
  3 [x] uThulwana
  4 [x] iNdlondlo
  5 [x] iNdluyengwe
  6 [x] Marksmen with trade muskets
↑↓/number move · Space tick · Enter │ u undo · w why · d dice: app · q quit`;

describe('the status line', () => {
  it('keeps where the battle stands whole: the title goes first, then the mode, when the line is short', () => {
    const where = 'Turn 1 · 2 Movement, alternate, Italians first (G9)';
    expect(statusText(where, 'Dogali, 26 January 1887', 'seed 3', 120)).toBe(` ${where} │ Dogali, 26 January 1887 │ seed 3 `);
    expect(statusText(where, 'Dogali, 26 January 1887', 'seed 3', 73)).toBe(` ${where} │ seed 3 `);
    expect(statusText(where, 'Dogali, 26 January 1887', 'seed 3', 40)).toBe(` ${where} `);
    expect(statusText('opening', 'guaitana/dogali', '', 80)).toBe(' opening │ guaitana/dogali ');
  });
});
