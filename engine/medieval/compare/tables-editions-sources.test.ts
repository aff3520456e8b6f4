/**
 * The table comparison's index as the tables page lists it: each table's id,
 * its topic, which copy of a fire table it is, and the rule each edition
 * prints it under (5.1, 9.1, 5.5.2, 5.3, 6.2.1, 11.1.3, the fire tables).
 */
import { describe, expect, it } from 'vitest';
import { compareEditionTables } from './tables-editions.ts';

describe('the tables of all three editions, side by side', () => {
  it('lists every table with its topic, copy and each edition’s rule (none where it is not printed)', () => {
    const index = compareEditionTables(['bannockburn-1314', 'kosovo-1389', '1066']).map((c) => [
      c.id,
      c.topic,
      'copy' in c ? c.copy : null,
      c.sources.map((s) => s?.rule ?? null),
    ]);
    expect(index).toEqual([
      ['combat', 'combat', null, ['5.1', '5.1', 'Game Tables']],
      ['retreat-test', 'retreat-test', null, ['9.1', '5.1', 'Game Tables']],
      ['pursuit', 'pursuit', null, ['5.5.2', '5.5.3', '5.5.2']],
      ['terrain', 'terrain', null, ['5.3', '5.3', '4.1.7']],
      ['morale-test', 'morale-test', null, [null, '6.2.1', null]],
      ['fortifications', 'fortifications', null, ['11.1.3', '12.1.3', '11.1.3']],
      ['fire-archers', 'fire', 'chapter', ['10.4.2', '11.4.1', '10.4.2']],
      ['fire-archers-game-tables', 'fire', 'game-tables', ['Game Tables', '11.4.1', 'Game Tables']],
      ['fire-crossbowmen', 'fire', 'chapter', ['10.6.2', '11.6.1', '10.6.2']],
      ['fire-crossbowmen-game-tables', 'fire', 'game-tables', ['10.6.2', '11.6.1', 'Game Tables']],
      ['fire-horse-archers', 'fire', 'chapter', ['10.5.5', '11.5.5', '10.5.5']],
      [
        'fire-horse-archers-game-tables',
        'fire',
        'game-tables',
        ['10.5.5', '11.5.5', 'Game Tables'],
      ],
      ['fire-bombard-units', 'fire', 'chapter', ['10.7.1', '11.7.1', '10.7.1']],
      ['fire-bombard-objects', 'fire', 'chapter', ['10.7.5', '11.7.5', '10.7.5']],
    ]);
  });
});
