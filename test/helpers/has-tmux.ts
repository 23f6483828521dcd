import { execFileSync } from 'node:child_process';

/** Whether tmux runs here: it is part of the development machine, and the terminal checks need it. */
export const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V']);
    return true;
  } catch {
    return false;
  }
})();
