import { closeSync, openSync, writeSync } from 'node:fs';
import { TraceFileError } from './errors.js';
import { traceJson, type TraceHeading } from './trace.js';
import type { TraceOptions } from './tracer.js';

/** A battle trace being written to a file, a JSON line per event (`--trace FILE`). */
export class TraceFile {
  private constructor(private readonly fd: number) {}

  /** Opens (and empties) the file; one that cannot be written is a TraceFileError naming it. */
  static open(path: string): TraceFile {
    try {
      return new TraceFile(openSync(path, 'w'));
    } catch (error) {
      throw new TraceFileError(`--trace ${path}: cannot write the trace there (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }

  /** What a session writes its trace through, for this battle. */
  options(heading: TraceHeading): TraceOptions {
    return { heading, sink: (line) => writeSync(this.fd, `${traceJson(line)}\n`) };
  }

  close(): void {
    closeSync(this.fd);
  }
}
