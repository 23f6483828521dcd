import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** What reading a file gave: its text, or why it could not be read (one phrase, to follow the file name). */
export type FileText = { readonly text: string } | { readonly problem: string };

/**
 * Reads a regular file of at most `maxBytes` as UTF-8. A folder, a device (`/dev/zero` would
 * never end), a pipe or a file too long is refused before it is read whole; `what` names the
 * file's kind in the refusal ("a scenario").
 */
export function readTextFile(path: string, maxBytes: number, what: string): FileText {
  let fd: number;
  try {
    // not blocking: opening a named pipe for reading would wait for a writer
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { problem: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { problem: `expected ${what} file, found ${kindOf(stats)}` };
    if (stats.size > maxBytes) return { problem: `expected ${what} of at most ${maxBytes.toLocaleString('en')} bytes, found ${stats.size.toLocaleString('en')}` };
    // a byte more than its size, to see it grow while it is read
    const buffer = Buffer.alloc(stats.size + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buffer.length; length += n) n = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > stats.size) return { problem: 'the file grew while it was read (is something writing it?)' };
    return { text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    return { problem: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isFIFO()) return 'a pipe';
  if (stats.isSocket()) return 'a socket';
  return 'something else';
}
