/// <reference types="node" />
/**
 * A game saved before the saving code moved into the core still reads, and
 * writes back the same file and the same link: the formats are unchanged.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

const saved = (name: string) =>
  readFileSync(new URL(`./saved-before/${name}`, import.meta.url), 'utf8').trim();
const file = saved('game-v1.json');
const link = saved('game-v1-link.txt');

describe('a From Macbeth to Medici game saved by format 1', () => {
  it('reads from its file and from its link as the same game', () => {
    const fromFile = readGameFile(file);
    expect(fromFile.ok).toBe(true);
    expect(decodeGameLink(link)).toEqual(fromFile);
    if (!fromFile.ok) return;
    expect(fromFile.value.log.length).toBeGreaterThan(1);
  });

  it('writes back the same file and the same link', () => {
    const game = readGameFile(file);
    if (!game.ok) throw new Error(game.error.message);
    expect(JSON.parse(writeGameFile(game.value))).toEqual(JSON.parse(file));
    expect(encodeGameLink(game.value)).toBe(link);
  });
});
