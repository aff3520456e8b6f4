/**
 * The army builder opened from a hostile `?army=` link, file (and its name)
 * or kept text, 1000 runs each: it never throws, a bad one leaves the army
 * (and the army kept in the browser) as it was and says so in one safe line,
 * a good one is costed and shared as the same army, and sets the kept army
 * aside.
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
import { memoryShelf } from '../../../lib/keeping/shelf.ts';
import { ArmyBuilder, linkKey } from './army-builder.svelte.ts';
import { ArmyKeeper } from './army-keeper.svelte.ts';

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

/** The army kept in the browser before a link is opened: named, with one unit. */
const keptText = (() => {
  const builder = new ArmyBuilder();
  builder.army.name = 'Mine';
  builder.addUnit();
  return builder.fileText;
})();

/**
 * Opens `?army=` over a kept army as the page does, then keeps the army as
 * the page's next change would: a bad link leaves the kept army and the
 * set-aside list as they were; a good one sets the kept army aside unless
 * the link holds the same army.
 */
async function expectKeptSafe(link: string) {
  const shelf = memoryShelf(new Map([['current', keptText]]));
  const keeper = new ArmyKeeper(new ArmyBuilder(), shelf);
  // As an address bar holds it: percent-encoded, lone surrogates replaced.
  await keeper.start(
    `?${linkKey}=${encodeURIComponent(link.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`,
  );
  await keeper.keep(keeper.builder.fileText);
  const aside = [...shelf.texts].filter(([key]) => key.startsWith('current:aside:'));
  if (keeper.builder.notice?.kind === 'error') {
    expect(shelf.texts.get('current')).toBe(keptText);
    expect(aside).toEqual([]);
    expect(keeper.offer).toBeUndefined();
    return;
  }
  expect(keeper.fault).toBeUndefined();
  if (keeper.builder.fileText === keptText) {
    expect(aside).toEqual([]);
    return;
  }
  expect(aside.map(([, text]) => (JSON.parse(text) as { text: string }).text)).toEqual([keptText]);
  expect(keeper.offer?.text).toMatch(
    /^Opened .* from the link; your previous army "Mine" is set aside\.$/,
  );
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

  it('a ?army= link over a kept army: nothing kept changes, or the kept army is set aside', async () => {
    const link = fc.oneof(
      hostileString,
      spoiled(sample).map((v) => encodeLinkText(jsonTextOf(v))),
      fc.constant(encodeLinkText(keptText)),
    );
    await fc.assert(fc.asyncProperty(link, expectKeptSafe), { numRuns: fuzzRuns });
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
