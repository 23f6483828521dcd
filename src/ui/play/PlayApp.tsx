import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { Opening, PlayRequest } from '../../play/open-game.js';
import type { TableGame } from '../../play/table-game.js';
import { StatusLine } from '../components/StatusLine.js';
import type { Theme } from '../theme.js';
import { GameScreen } from './GameScreen.js';

/** How the play screen ended, for the message printed after it closes. */
export type PlayEnd = { readonly kind: 'quit' | 'over'; readonly game: TableGame } | { readonly kind: 'failed'; readonly error: unknown } | { readonly kind: 'left' };

interface Props {
  readonly request: PlayRequest;
  /** Loads the engine and opens the game; a dynamic import in the terminal, so the first frame comes first. */
  readonly open: (request: PlayRequest) => Promise<Opening>;
  readonly width: number;
  readonly height: number;
  readonly theme: Theme;
  readonly onEnd: (end: PlayEnd) => void;
}

type Screen =
  | { readonly kind: 'loading' }
  | { readonly kind: 'offer'; readonly opening: Opening }
  | { readonly kind: 'notes'; readonly opening: Opening }
  | { readonly kind: 'game'; readonly game: TableGame };

/** `opfor play`: loading, then the offer to resume an unfinished game, then the game. */
export function PlayApp({ request, open, width, height, theme, onEnd }: Props) {
  const { exit } = useApp();
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const end = (how: PlayEnd) => {
    onEnd(how);
    exit();
  };
  const fail = (error: unknown) => end({ kind: 'failed', error });

  useEffect(() => {
    open(request).then((opening) => {
      if (opening.offer) setScreen({ kind: 'offer', opening });
      else if (opening.notes.length > 0) setScreen({ kind: 'notes', opening });
      else setScreen({ kind: 'game', game: opening.startNew() });
    }, fail);
  }, []);

  // Once a game is on screen, leaving by Ctrl-C is quitting it: the message says where it is saved.
  useEffect(() => {
    if (screen.kind === 'game') onEnd({ kind: 'quit', game: screen.game });
  }, [screen]);

  useInput((input, key) => {
    if (screen.kind !== 'offer' && screen.kind !== 'notes') return;
    try {
      const { opening } = screen;
      if (input === 'r' && opening.offer) setScreen({ kind: 'game', game: opening.offer.game });
      else if (input === 'n' || (key.return && screen.kind === 'notes')) setScreen({ kind: 'game', game: opening.startNew() });
      else if (input === 'q') end({ kind: 'left' });
    } catch (error) {
      fail(error);
    }
  }, { isActive: screen.kind === 'offer' || screen.kind === 'notes' });

  if (screen.kind === 'game') {
    const { game } = screen;
    return <GameScreen game={game} width={width} height={height} theme={theme} onQuit={() => end({ kind: game.pending ? 'quit' : 'over', game })} onFatal={fail} />;
  }
  return (
    <Box flexDirection="column" width={width}>
      <StatusLine title={request.scenario ?? request.defaultScenario} where="opening" mode="" width={width} theme={theme} />
      {screen.kind === 'loading' ? <Text>Reading the scenario and the saved games…</Text> : <Opened opening={screen.opening} theme={theme} />}
    </Box>
  );
}

/** What was found on opening: notes (a save set aside: damaged, or from another opfor), and the unfinished game if any. */
function Opened({ opening, theme }: { opening: Opening; theme: Theme }) {
  const { offer, notes } = opening;
  return (
    <Box flexDirection="column" marginTop={1}>
      {notes.map((n, i) => (
        <Text key={i} color={theme.error}>
          {n}
        </Text>
      ))}
      {offer ? (
        <>
          <Text bold>An unfinished game is waiting: {offer.title}</Text>
          <Text>  stopped at {offer.where}</Text>
          <Text>  saved in {offer.savePath}</Text>
          <Text> </Text>
          <Text color={theme.accent}>r resume it · n start a new game (the unfinished one is kept) · q quit</Text>
        </>
      ) : (
        <Text color={theme.accent}>Enter start a new game · q quit</Text>
      )}
    </Box>
  );
}
