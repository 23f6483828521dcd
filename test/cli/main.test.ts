import { describe, expect, it } from 'vitest';
import { reportFailure } from '../../src/cli/main.js';
import { opfor, STACK_LINE } from './run-cli.js';

describe('opfor (the program)', () => {
  it('prints help and the version through io, exit 0', async () => {
    const help = await opfor('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: opfor');
    for (const command of ['simulate', 'check', 'list', 'report', 'referee']) expect(help.out).toContain(command);
    const version = await opfor('--version');
    expect(version.code).toBe(0);
    expect(version.out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('an unknown command or option is a usage error, exit 2', async () => {
    const command = await opfor('conquer');
    expect(command.code).toBe(2);
    expect(command.err).toContain("opfor: unknown command 'conquer'");
    const option = await opfor('list', '--fast');
    expect(option.code).toBe(2);
    expect(option.err).toContain("opfor: unknown option '--fast'");
  });

  it('a bug is an internal error, exit 70, without a stack trace', () => {
    let err = '';
    const code = reportFailure(new TypeError('cannot read properties of undefined'), { out: () => {}, err: (s) => void (err += s) });
    expect(code).toBe(70);
    expect(err).toBe('opfor: internal error: cannot read properties of undefined\n');
    expect(err).not.toMatch(STACK_LINE);
  });
});
