/**
 * River sides the players mark (3.2.3) stay with the game: a file and a link
 * bring them back; files and links made before them still read, with none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoardSetup } from '../../board/board-setup.ts';
import { checkedScenario } from '../../board/board.fixtures.ts';
import { applyAction } from '../game/actions.ts';
import { startGame, type PlayContext } from '../game/state.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';
import { decodeLinkText, encodeLinkText } from '../../../core/index.ts';

/** The real Stirling game, fresh and with one river side marked, built inside each test. */
function stirlingGame() {
  const scenario = checkedScenario(
    readFileSync(join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json'), 'utf8'),
  );
  const board = readBoardSetup(scenario);
  if (!board.ok) throw new Error(board.error.message);
  const setup = board.value;
  const context: PlayContext = { setup, scenario };
  const started = startGame(setup, scenario);
  if (!started.ok) throw new Error(started.error.message);
  const r = applyAction(started.value, { type: 'river-side', hexes: ['2010', '2009'] }, context);
  if (!r.ok) throw new Error(r.error.message);
  return { setup, started, marked: r.value };
}

describe('river sides kept with the game (3.2.3)', () => {
  it('come back from a file and a link', () => {
    const { setup, marked } = stirlingGame();
    expect(marked.riverSides).toEqual([['2009', '2010']]);
    const fromFile = readGameFile(writeGameFile(marked), setup);
    const fromLink = decodeGameLink(encodeGameLink(marked, setup), setup);
    expect(fromFile.ok && fromFile.value.state).toEqual(marked);
    expect(fromLink.ok && fromLink.value.state).toEqual(marked);
  });

  it('a game with none writes no field, and reads back with none', () => {
    const { setup, started } = stirlingGame();
    const text = writeGameFile(started.value);
    expect(text).not.toContain('riverSides');
    const read = readGameFile(text, setup);
    expect(read.ok && read.value.state).not.toHaveProperty('riverSides');
    const link = decodeGameLink(encodeGameLink(started.value, setup), setup);
    expect(link.ok && link.value.state).not.toHaveProperty('riverSides');
  });

  it('a bad side in a file or a link is refused by name', () => {
    const { setup, marked } = stirlingGame();
    const file = JSON.parse(writeGameFile(marked)) as { state: Record<string, unknown> };
    file.state['riverSides'] = [['2009', '2011']];
    const read = readGameFile(JSON.stringify(file), setup);
    expect(read.ok || read.error).toMatchObject({ field: 'riverSides.0', rule: '3.2.3' });
    const compact = JSON.parse(decodeLinkText(encodeGameLink(marked, setup)) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(compact['w']).toEqual([['2009', '2010']]);
    compact['w'] = 'river';
    const link = decodeGameLink(encodeLinkText(JSON.stringify(compact)), setup);
    expect(link.ok || link.error).toMatchObject({ field: 'riverSides', rule: '3.2.3' });
  });
});
