import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { Opening } from '../../src/play/open-game.js';
import { TableGame } from '../../src/play/table-game.js';
import { PlayApp, type PlayEnd } from '../../src/ui/play/PlayApp.js';
import { themeFor } from '../../src/ui/theme.js';
import { BACKSPACE, ENTER, frame, press, settle, shows } from '../helpers/ink.js';
import { playOffered, tableGame } from '../helpers/table-game.js';

const plain = themeFor({ NO_COLOR: '1' });
const request = { scenario: 'tyneside/bush-ambush', defaultScenario: 'tyneside/mission-station', seed: 2, dice: 'app' as const, trace: null, resume: null };

function app(opening: Opening) {
  const ends: PlayEnd[] = [];
  const rendered = render(<PlayApp request={request} open={async () => opening} width={80} height={24} theme={plain} onEnd={(e) => ends.push(e)} />);
  return { rendered, ends };
}

/** The prompt on screen: below the last rule. */
const promptOf = (screen: string) => screen.split('─'.repeat(80)).at(-1)!;
/** A count or a distance to type. */
const isCount = (prompt: string) => prompt.includes('(Enter:') && prompt.includes('▏');

/**
 * The key a player presses for what is on screen: mostly the offered reply, sometimes another, and
 * one mistake taken back. `counts`: the counts asked before this one.
 */
function keyFor(screen: string, turn: number, counts: number): string[] {
  const prompt = promptOf(screen);
  if (prompt.includes('✗ ')) return [BACKSPACE, BACKSPACE, ENTER]; // refused: clear it and take the offer
  if (prompt.includes('y / n (Enter:')) return turn % 3 === 0 ? ['n'] : turn % 11 === 0 ? ['y', 'u', 'y'] : [ENTER];
  // every other count typed too large, the first included (999 is more than any count or distance asked): refused, then cleared
  if (isCount(prompt)) return counts % 2 === 0 ? ['9', '9', '9', ENTER] : [ENTER];
  return [ENTER];
}

describe('a whole game through the play screen', () => {
  it('plays bush-ambush from the first question to the result with scripted keys, then leaves', async () => {
    const game = tableGame('tyneside/bush-ambush', 2);
    const { rendered, ends } = app({ offer: null, notes: [], startNew: () => game });
    await settle();
    let presses = 0;
    let refusals = 0;
    let counts = 0;
    for (; presses < 3000 && game.pending; presses++) {
      const screen = frame(rendered);
      if (screen.includes('✗ ')) refusals++;
      await press(rendered, ...keyFor(screen, presses, counts));
      if (isCount(promptOf(screen)) && !screen.includes('✗ ')) counts++;
    }
    expect(game.session.outcome).not.toBeNull();
    expect(refusals).toBeGreaterThan(0); // the script typed counts too large and was told so
    expect(frame(rendered)).toContain('Result: ');
    expect(frame(rendered)).toContain('Enter quit');
    await press(rendered, ENTER);
    // first the game on screen (Ctrl-C would quit it, saved), then its end
    expect(ends).toEqual([{ kind: 'quit', game }, { kind: 'over', game }]);
    // the human's answers, mistakes taken back included, are what the save replays
    const resumed = TableGame.resume(game.origin.savePath);
    expect(resumed.session.outcome).toEqual(game.session.outcome);
    expect(game.session.log.some((e) => e.kind === 'ask' && e.source === 'human')).toBe(true);
  });

  it('offers the unfinished game: r resumes it where it stood', async () => {
    const earlier = tableGame('tyneside/mission-station', 7);
    playOffered(earlier, 25);
    const resumed = TableGame.resume(earlier.origin.savePath);
    const started: TableGame[] = [];
    const { rendered } = app({
      offer: { savePath: earlier.origin.savePath, title: 'The Mission Station', where: 'Turn 1 · british · Step 1', game: resumed },
      notes: [],
      startNew: () => (started.push(tableGame('tyneside/mission-station', 8)), started[0]!),
    });
    await shows(rendered, 'An unfinished game is waiting: The Mission Station');
    expect(frame(rendered)).toContain('r resume it · n start a new game (the unfinished one is kept) · q quit');
    await press(rendered, 'r');
    const waiting = earlier.pending;
    await shows(rendered, earlier.question?.text.slice(0, 40) ?? (waiting?.kind === 'choose' ? waiting.purpose.slice(0, 40) : 'ON THE TABLE'));
    expect(started).toHaveLength(0);
  });

  it('n starts a new game instead', async () => {
    const fresh = tableGame('tyneside/mission-station', 8);
    const resumed = tableGame('tyneside/mission-station', 7);
    const { rendered } = app({ offer: { savePath: 'x.json', title: 'T', where: 'W', game: resumed }, notes: [], startNew: () => fresh });
    await shows(rendered, 'r resume it');
    const [freshAt, resumedAt] = [fresh.session.requestsAnswered, resumed.session.requestsAnswered];
    await press(rendered, 'n');
    await shows(rendered, 'Space tick · Enter');
    await press(rendered, ENTER);
    expect(fresh.session.requestsAnswered).toBeGreaterThan(freshAt);
    expect(resumed.session.requestsAnswered).toBe(resumedAt);
  });

  it('shows what it found on opening (a damaged save set aside) before starting the new game on Enter', async () => {
    const fresh = tableGame('tyneside/mission-station', 8);
    const note = 'saves/tyneside-mission-station.json: not valid JSON — kept as saves/tyneside-mission-station-1.damaged.json';
    const { rendered } = app({ offer: null, notes: [note], startNew: () => fresh });
    await shows(rendered, 'saves/tyneside-mission-station.json: not valid JSON');
    expect(frame(rendered)).toContain('Enter start a new game · q quit');
    await press(rendered, ENTER);
    await shows(rendered, 'Which units are in terrain?');
  });

  it('a failure while opening (a broken scenario) ends the screen with the error, no stack', async () => {
    const ends: PlayEnd[] = [];
    const rendered = render(<PlayApp request={request} open={() => Promise.reject(new Error('boom'))} width={80} height={24} theme={plain} onEnd={(e) => ends.push(e)} />);
    await settle();
    expect(ends).toHaveLength(1);
    expect(ends[0]!.kind).toBe('failed');
    rendered.unmount();
  });
});
