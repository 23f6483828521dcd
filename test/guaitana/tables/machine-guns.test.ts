/** G11.11 jam faces per gun and the unjam table, every face. */
import { describe, expect, it } from 'vitest';
import { JAM_FACES, UNJAM_TABLE } from '../../../rulesets/guaitana/tables/machine-guns.js';

describe('G11.11 jams', () => {
  it.each([
    ['nordenfelt', [6]],
    ['gatling', [5, 6]],
    ['gardner', [5, 6]],
    ['mountain-gun', []],
  ] as const)('%s jams on %j', (gun, faces) => {
    expect(JAM_FACES[gun]).toEqual(faces);
  });

  it('unjam: 1–2 cleared, 3–4 still jammed, 5–6 broken', () => {
    expect(UNJAM_TABLE).toEqual(['cleared', 'cleared', 'still-jammed', 'still-jammed', 'broken', 'broken']);
  });
});
