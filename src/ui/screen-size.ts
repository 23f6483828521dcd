/** The terminal's size, 80×24 when it is not a terminal (piped, tests); at least 60×20. */
export function screenSize(stdout: NodeJS.WriteStream = process.stdout): { width: number; height: number } {
  return { width: Math.max(60, stdout.columns || 80), height: Math.max(20, stdout.rows || 24) };
}
