/**
 * The army builder opened from a hostile `?army=` link, file (and
 * its name) or kept text, 1000 runs each: it never throws, a bad one leaves
 * the army as it was and says so in one safe line, a good one is costed and
 * shared as the same army.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  fuzzRuns,
  hostileJsonText,
  hostileString,
  hostileText,
  jsonTextOf,
  spoiled,
} from '../../../../engine/core/hostile-inputs.fixtures.ts';
import { encodeLinkText } from '../../../../engine/core/index.ts';
import { ArmyBuilder, linkKey } from './army-builder.svelte.ts';

const sample = (() => {
  const builder = new ArmyBuilder();
  builder.army.name = 'Sample';
  return JSON.parse(builder.fileText) as unknown;
})();

function expectSoundLoad(load: (builder: ArmyBuilder) => boolean) {
  const builder = new ArmyBuilder();
  builder.army.name = 'Before';
  const before = builder.snapshot;
  const loaded = load(builder);
  const notice = builder.notice;
  expect(notice?.kind).toBe(loaded ? 'done' : 'error');
  expectSafeMessage({ field: 'army', message: notice?.text ?? '' });
  if (!loaded) {
    expect(builder.snapshot).toEqual(before);
    return;
  }
  void [builder.total, builder.warnings, builder.roster, builder.leaderLine, builder.bannerLine];
  const shared = new ArmyBuilder();
  const link = new URL(builder.shareAddress('https://example.org/builder/')).searchParams;
  expect(shared.loadLink(link.get(linkKey) ?? '')).toBe(true);
  expect(shared.snapshot).toEqual(builder.snapshot);
}

describe('the army builder against hostile input', { timeout: 300_000 }, () => {
  it('a ?army= link of any text, or holding any JSON', () => {
    const link = fc.oneof(
      hostileString,
      hostileJsonText.filter((j) => j.length < 200_000).map(encodeLinkText),
      spoiled(sample).map((v) => encodeLinkText(jsonTextOf(v))),
    );
    fc.assert(
      fc.property(link, (text) => expectSoundLoad((b) => b.loadLink(text))),
      { numRuns: fuzzRuns },
    );
  });

  it('a file of any text under any name', () => {
    fc.assert(
      fc.property(hostileJsonText, hostileText, (text, name) =>
        expectSoundLoad((b) => b.loadFile(text, name)),
      ),
      { numRuns: fuzzRuns },
    );
  });

  it('the text kept in this browser, one part of a real army made hostile', () => {
    fc.assert(
      fc.property(spoiled(sample), (value) =>
        expectSoundLoad((b) => b.loadText(jsonTextOf(value), 'The army kept in this browser')),
      ),
      { numRuns: fuzzRuns },
    );
  });

  it('quotes an army’s name and a file’s name shortened', () => {
    const builder = new ArmyBuilder();
    builder.army.name = '<img src=x onerror=alert(1)>';
    const file = builder.fileText;
    expect(builder.loadFile(file, '"><svg onload=alert(1)>.json')).toBe(true);
    expect(builder.notice?.text).toBe(
      'The file "\\"\\u003e\\u003csvg onload=alert(1)\\u003e.…" loaded: "\\u003cimg src=x onerror=alert…".',
    );
  });
});
