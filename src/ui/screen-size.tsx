import type React from 'react';
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

/** The size of a terminal's screen, 80×24 when it is not a terminal (piped, tests); at least 60×20. */
export function screenSize(stdout: NodeJS.WriteStream = process.stdout): { width: number; height: number } {
  return { width: Math.max(60, stdout.columns || 80), height: Math.max(20, stdout.rows || 24) };
}

/** The screen's size, following the terminal when it is resized. */
export function useScreenSize(): { width: number; height: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => screenSize(stdout));
  useEffect(() => {
    const resized = () => setSize(screenSize(stdout));
    stdout.on('resize', resized);
    return () => {
      stdout.off('resize', resized);
    };
  }, [stdout]);
  return size;
}

/** Renders its child at the terminal's current size, again on every resize. */
export function Sized({ children }: { children: (size: { width: number; height: number }) => React.ReactNode }) {
  return children(useScreenSize());
}
