import { Box, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { scenarioTitle } from '../../cli/battle-result.js';
import { sessionResult, whereNow } from '../../cli/narrate.js';
import type { WatchedBattle } from '../../play/watched-battle.js';
import { KeyBar } from '../components/KeyBar.js';
import { StatusLine } from '../components/StatusLine.js';
import { ToneLines, toneStyles } from '../components/ToneLines.js';
import { feedLines, reasoningLines, type FeedLine } from '../feed-lines.js';
import { wrapText } from '../wrap.js';
import { renderLegend, renderMap } from '../map/render-map.js';
import type { Theme } from '../theme.js';
import { MapPane } from './MapPane.js';
import { mapStyles } from './map-styles.js';

interface Props {
  readonly battle: WatchedBattle;
  readonly width: number;
  readonly height: number;
  readonly theme: Theme;
  /** Seconds per step when running on its own; null: a step per key. */
  readonly pace: number | null;
}

/** Rows kept for the feed under the map. */
const FEED_ROWS = 5;

/** What the current step says: the instruction with its rule and why, or the result at the end. */
function stepLines(battle: WatchedBattle, showWhy: boolean, width: number): FeedLine[] {
  const { session, current } = battle;
  if (session.outcome) {
    return sessionResult(session, battle.loaded.scenario).map((text) => ({ text, tone: 'step' as const }));
  }
  if (!current) return [{ text: 'Space: play the first step', tone: 'why' }];
  if (showWhy) {
    return [
      ...wrapText(current.text, width, '  ').map((text) => ({ text, tone: 'action' as const })),
      ...reasoningLines(current.reasons).flatMap((text) => wrapText(`   ${text}`, width, '     ').map((line) => ({ text: line, tone: 'why' as const }))),
    ];
  }
  return feedLines(session.log, width, FEED_ROWS);
}

/**
 * `opfor watch`: opfor plays both sides; each step shows the map with the acting unit
 * highlighted, what it did and the rule behind it.
 */
export function WatchApp({ battle, width, height, theme, pace }: Props) {
  const { exit } = useApp();
  const [, setVersion] = useState(0);
  const [running, setRunning] = useState(pace !== null);
  const [showWhy, setShowWhy] = useState(false);
  const next = () => {
    battle.step();
    setVersion((v) => v + 1);
  };

  useEffect(() => {
    if (!running || battle.over) return;
    const timer = setTimeout(next, (pace ?? 1) * 1000);
    return () => clearTimeout(timer);
  });

  useInput((input, key) => {
    if (input === 'q') exit();
    else if (input === 'w') setShowWhy((s) => !s);
    else if (input === 'a') setRunning((r) => !r);
    else if (input === ' ' || key.return) {
      setRunning(false);
      next();
    }
  });

  const { session } = battle;
  const view = session.ruleset.mapView(session.state, battle.current);
  const legend = renderLegend(view);
  const feed = stepLines(battle, showWhy, width).slice(0, Math.max(FEED_ROWS, 8));
  const mapRows = Math.max(8, height - 2 - legend.length - feed.length);
  const keys = `Space/Enter next step · a ${running ? 'pause' : `run on (${pace ?? 1}s a step)`} · w ${showWhy ? 'hide' : 'full'} why · q quit`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <StatusLine title={scenarioTitle(battle.loaded.scenario)} where={whereNow(session)} mode={`seed ${battle.seed} · step ${battle.steps}`} width={width} theme={theme} />
      <Box justifyContent="center">
        <MapPane lines={renderMap(view, width, mapRows)} styles={mapStyles(theme)} />
      </Box>
      <MapPane lines={legend} styles={mapStyles(theme)} />
      <ToneLines lines={feed} styles={toneStyles(theme)} />
      <KeyBar keys={keys} theme={theme} />
    </Box>
  );
}
