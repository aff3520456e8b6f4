/**
 * The pages that read their state from the address, opened with hostile
 * query strings and fragments (a script payload, a prototype key, a malformed
 * % escape, deep nesting, a number too large to count, a value not spelled as
 * the site writes it): no page error or console error, nothing injected (no
 * element or attribute from the link, no script but the site's own, the title
 * unchanged, no payload run), and each page shows its refusal line naming the
 * field, or its default state, with no value from a refused link applied.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLinkText, quoteInput } from '../../engine/core/index.ts';
import {
  axeViolations,
  type Harness,
  openPage,
  phone,
  startHarness,
  tool,
  unfoldTools,
  waitForIslands,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/** Each payload sets a flag if it ever runs. */
const script = '<script>globalThis.__pwned=1</script>';
const img = '"><img src=x onerror="globalThis.__pwned=1">';
const svg = "'><svg onload=globalThis.__pwned=1>";
const badEscape = '%E0%A4%A';
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const q = encodeURIComponent;

/** What a page shows that a link could have written into: its scripts, title and markup. */
async function fingerprint(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    scripts: [...document.scripts].map((s) => s.src || `inline:${s.textContent?.length ?? 0}`),
    injected: document.querySelectorAll(
      '[onerror], [onload], [onclick], [srcdoc], iframe, object, embed, img[src="x"], a[href^="javascript:"]',
    ).length,
    pwned: (globalThis as { __pwned?: unknown }).__pwned ?? null,
  }));
}

/**
 * Opens a page clean, then with a hostile address; `settled` waits for the
 * page to have read it. The hostile page must look like the clean one, bar what `settled` checks.
 */
async function openHostile(path: string, hostile: string, settled: (page: Page) => Promise<void>) {
  const clean = await openPage(harness, phone);
  await clean.page.goto(path);
  await settled(clean.page);
  const expected = await fingerprint(clean.page);
  await clean.context.close();

  const { page, context, problems } = await openPage(harness, phone);
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // The test server refuses request lines over 16 KB (a deep link is longer): the browser still
  // gets the whole address, the server is asked for the page alone.
  await page.route(
    (url) => url.pathname === path && url.search !== '',
    async (route) =>
      route.fulfill({ response: await route.fetch({ url: new URL(path, harness.url).href }) }),
  );
  await page.goto(`${path}${hostile}`);
  await settled(page);
  const seen = await fingerprint(page);
  expect(seen).toEqual({ ...expected, injected: 0, pwned: null });
  return { page, context, problems };
}

/** Brings a tool into view (islands hydrate when seen) and waits until it has hydrated. */
const hydrated = (name: string) => async (page: Page) => {
  await unfoldTools(page, [name]);
  await tool(page, name).first().scrollIntoViewIfNeeded();
  await waitForIslands(page, [name]);
};

describe('hostile links on the table-side pages', () => {
  it('the Medieval combat link: a script, a bad escape and a prototype key are one refusal line', async () => {
    const hostile = `?a=${q(script)}&m=${badEscape}&__proto__=${q(img)}&x=constructor`;
    const { page, context, problems } = await openHostile(
      '/bannockburn-1314/table-side/',
      hostile,
      hydrated('combat'),
    );
    const problem = page.locator('[data-link-problem]');
    await problem.waitFor();
    expect(await problem.textContent()).toContain(
      `This link was not opened: Attacker units: up to 12 units such as C2a2f1, not ${quoteInput(script)} (and 2 more).`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the first form of the combat link, deep JSON inside: a new combat and one line', async () => {
    const { page, context, problems } = await openHostile(
      '/kosovo-1389/table-side/',
      `?c=${encodeLinkText(deep(3000))}`,
      hydrated('combat'),
    );
    await page.locator('[data-link-problem]').waitFor();
    expect(await page.locator('[data-link-problem]').textContent()).toContain(
      'This link was not opened: it does not hold a combat.',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('From Macbeth to Medici: hostile dice and choices refuse the link by name, shortened', async () => {
    const hostile = `?control-test.d0=${q(img)}&control-test.exp=${q(script)}&melee.__proto__=1&archery.d0=${badEscape}`;
    const { page, context, problems } = await openHostile(
      '/macbeth-to-medici/table-side/',
      hostile,
      hydrated('control-test'),
    );
    const control = tool(page, 'control-test');
    await expect
      .poll(() => control.locator('[data-link-problem]').textContent())
      .toBe(
        `This link was not opened: Dice: up to 2 faces, each a whole number from 1 to 6, one space between, not ${quoteInput(img)}.`,
      );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Knighthood: a number too large to count, and one beyond any number, are refused by name', async () => {
    const hostile = `?seeking-out.enemyBetween=9007199254740993&morale-check.constructor=${q(svg)}`;
    const { page, context, problems } = await openHostile(
      '/knighthood-3/table-side/',
      hostile,
      hydrated('seeking-out'),
    );
    await expect
      .poll(() => tool(page, 'seeking-out').locator('[data-link-problem]').textContent())
      .toBe(
        'This link was not opened: Enemy units in between (-10 each): a whole number from -9999 to 9999, not "9007199254740993".',
      );
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Every input and choice in a tool, as it shows them. */
// The fields only: the register's switches (in its note) arrive when the register loads,
// which may be before or after the values are read.
const shownValues = (page: Page, name: string) =>
  tool(page, name)
    .locator('input, select')
    .evaluateAll((inputs) =>
      inputs
        .filter((i) => !i.closest('[role="note"]'))
        .map((i) =>
          i instanceof HTMLInputElement && i.type === 'checkbox'
            ? String(i.checked)
            : (i as HTMLInputElement).value,
        ),
    );

/**
 * Per system, links whose values are not what their field holds: out of range,
 * not whole, not spelled as the site writes them, not an option, a flag other
 * than 1 or 0. Each is refused in one line naming the field, and the tool shows
 * what a clean page shows.
 */
const offFormLinks = [
  {
    path: '/bannockburn-1314/table-side/',
    name: 'combat',
    links: [
      ['?dr=-0', 'Defender hexes it can retreat: a whole number from -1 to 4'],
      ['?m=03', 'MORALE: a whole number from -99 to 99'],
      ['?m=1e1&r=4', 'MORALE: a whole number from -99 to 99'],
      ['?h=%204', 'Rear-area hexes occupied: a whole number from 0 to 3'],
      ['?a=C02', 'Attacker units: up to 12 units such as C2a2f1'],
      ['?t=Stream', 'Terrain: one of its options'],
    ],
  },
  {
    path: '/macbeth-to-medici/table-side/',
    name: 'impact',
    links: [
      ['?impact.a.charged=9007199254740993', 'Side a charged or counter-charged: 1 or 0'],
      [
        '?impact.b.terrainCrossed=1e3',
        'Side b: terrain classes crossed if it recoils or follows up: a whole number',
      ],
      ['?impact.b.ranks=3318%0A', 'Side b: ranks: a whole number from -9999 to 9999'],
      ['?impact.a.mounted=Infinity', 'Side a is mounted: 1 or 0'],
      ['?impact.a.ranks=2&impact.b.order=%20close', 'Side b: order: one of'],
    ],
  },
  {
    path: '/knighthood-3/table-side/',
    name: 'seeking-out',
    links: [
      ['?seeking-out.enemyBetween=-0', 'Enemy units in between (-10 each): a whole number'],
      ['?seeking-out.enemyBetween=007', 'Enemy units in between (-10 each): a whole number'],
      ['?seeking-out.enemyBetween=0x2', 'Enemy units in between (-10 each): a whole number'],
      ['?seeking-out.elevated=true', 'One or both elevated (+20): 1 or 0'],
      ['?seeking-out.enemyBetween=2&seeking-out.distance=', 'Distance: one of'],
    ],
  },
] as const;

describe('link values not spelled as their field holds them', () => {
  for (const { path, name, links } of offFormLinks) {
    it(`${path}: each is refused by the field's name, nothing applied`, async () => {
      const clean = await openPage(harness, phone);
      await clean.page.goto(path);
      await hydrated(name)(clean.page);
      const expected = await shownValues(clean.page, name);
      await clean.context.close();
      for (const [link, said] of links) {
        const { page, context, problems } = await openHostile(path, link, hydrated(name));
        const notice = tool(page, name).locator('[data-link-problem]');
        await expect.poll(() => notice.count(), { message: link }).toBe(1);
        expect(await notice.textContent(), link).toContain(`This link was not opened: ${said}`);
        expect(await shownValues(page, name), link).toEqual(expected);
        expect(problems, link).toEqual([]);
        if (link === links[0][0]) expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('hostile links on a board and the army builder', () => {
  const board = '/bannockburn-1314/stirling/';
  const boardReady = async (page: Page) => {
    await page
      .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
      .waitFor();
  };

  it('#board= with a bad % escape: one line, no marks', async () => {
    const { page, context, problems } = await openHostile(
      board,
      `#board=o.3318f${badEscape}`,
      boardReady,
    );
    expect(await page.locator('.board-problem').textContent()).toBe(
      'The board link could not be read ("3318f%E0%A4%A" is not a hex number followed by terrain letters); your marks are unchanged.',
    );
    expect(await page.locator('path[data-terrain="forest"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('#game= with a bad escape, a prototype key or deep nesting: the play notice, no game', async () => {
    const links = [
      [badEscape, 'the link does not hold a game'],
      [
        encodeLinkText('{"__proto__":{"polluted":true},"v":1}'),
        'the key "__proto__" is not allowed',
      ],
      [encodeLinkText(`{"v":${deep(50_000)}}`), 'format version a list is not one this site knows'],
      [encodeLinkText(JSON.stringify({ v: script })), `format version ${quoteInput(script)}`],
    ] as const;
    for (const [link, said] of links) {
      const { page, context, problems } = await openHostile(board, `#game=${link}`, boardReady);
      const notice = page.locator('.play-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(said);
      expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('?army= with a hostile name loads it as text; a bad escape and deep nesting are refused', async () => {
    const path = '/knighthood-3/army-builder/';
    const ready = async (page: Page) => {
      await page.locator('.army-keeping[data-state="ready"]').waitFor();
    };
    const army = {
      format: 'knighthood-3-army',
      version: 1,
      army: {
        name: img,
        pointsLimit: null,
        units: [],
        leaders: [],
        banners: [],
        extras: { wagons: 0, packAnimals: 0, unplacedStakes: 0, emplacedStakes: 0, berserkers: 0 },
      },
    };
    const cases = [
      [encodeLinkText(JSON.stringify(army)), `The shared link loaded: ${quoteInput(img)}.`],
      [badEscape, 'The shared link could not be read: the link does not hold an army (link).'],
      [
        encodeLinkText(JSON.stringify({ ...army, version: 'V' }).replace('"V"', deep(40_000))),
        'The shared link could not be read: version a list is not readable here',
      ],
    ] as const;
    for (const [link, said] of cases) {
      const { page, context, problems } = await openHostile(path, `?army=${link}`, ready);
      const notice = page.locator('.army-builder [role="status"][data-state]');
      expect(await notice.textContent()).toContain(said);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
