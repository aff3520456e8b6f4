/**
 * The Knighthood leader and honor tools in Chromium: dice typed into the
 * leader-risk tool say what befell him, and a link restores them; the 9.11
 * seeking example gives 1-2 on 1D, a shared link restores a seeking tool, the
 * honor tally adds a typed award, a reading switched in the register changes
 * the answer, and each tool sits at its rule.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, headline, phone, showTool, tool, waitForIslands } from './harness.ts';
import { useSite } from './support/site-session.ts';

const site = useSite();

const page_ = '/knighthood-3/table-side/';

describe('Leader risk tool reads the dice (T19, T20, 7.10)', () => {
  it('T19, T20, 7.10: a 1 then a 3 hits the B leader; T20 3 wounds him, capture die 2 takes him; a link restores the dice', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    const risk = await showTool(page, 'leader-risk');
    await expect
      .poll(() => headline(page, 'leader-risk').textContent())
      .toBe('Wounded, killed or taken: 6.0%');
    await risk.getByLabel('VF dice (one per check) rolled (1D6)').fill('1');
    const second = risk.getByLabel('Second VF dice (one per first die of 1) rolled (1D6)');
    await second.waitFor();
    await second.fill('3');
    await risk.getByLabel('T20 dice (one per hit) rolled (1D6)').fill('3');
    await risk.getByLabel('Capture dice (one per hit) rolled (1D6)').fill('2');
    await expect
      .poll(() => headline(page, 'leader-risk').textContent())
      .toBe('Severe wound and captured');
    expect(await risk.locator('tr[data-state="current"]').textContent()).toContain('captured');
    await expect.poll(() => page.evaluate(() => location.search)).toContain('leader-risk.d3=2');
    const link = page.url();
    const { page: other, context: otherContext, problems: otherProblems } = await site.open(phone);
    await other.goto(link.slice(link.indexOf('/knighthood-3/')));
    await showTool(other, 'leader-risk');
    await expect
      .poll(() => headline(other, 'leader-risk').textContent())
      .toBe('Severe wound and captured');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await otherContext.close();
    await context.close();
  });
});

describe('Seeking out a leader tool (9.11, T23)', () => {
  it('9.11 example: A seeks C from a hill, 25" off, past one enemy unit: 12/36; a link restores a changed search', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    const seeking = await showTool(page, 'seeking-out');
    await expect.poll(() => headline(page, 'seeking-out').textContent()).toBe('Found: 33.3%');
    expect(await seeking.locator('table.odds tbody tr').first().textContent()).toContain('12/36');
    await seeking.getByLabel('Leader sought').selectOption('B');
    await seeking.getByLabel('Distance').selectOption('in-contact');
    await seeking.getByLabel('One or both elevated (+20)').uncheck();
    await seeking.getByLabel('Enemy units in between (-10 each)').fill('0');
    // 2/3 in contact (+20) is 4/3: 21 in 36.
    await expect.poll(() => headline(page, 'seeking-out').textContent()).toBe('Found: 58.3%');
    await expect
      .poll(() => page.evaluate(() => location.search))
      .toContain('seeking-out.distance=in-contact');
    const link = page.url();
    const { page: other, context: otherContext, problems: otherProblems } = await site.open(phone);
    await other.goto(link.slice(link.indexOf('/knighthood-3/')));
    await showTool(other, 'seeking-out');
    await expect.poll(() => headline(other, 'seeking-out').textContent()).toBe('Found: 58.3%');
    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await otherContext.close();
    await context.close();
  });
});

describe('Honor points tally tool (T21, 8.02)', () => {
  it('T21: a count commanding the 2nd battle starts at 100; two chivalry in CC add 50; the -100 reading of a lost king', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    const tally = await showTool(page, 'honor-tally');
    await expect.poll(() => headline(page, 'honor-tally').textContent()).toBe('100 honor points');
    await tally.getByLabel('Chivalry: in close combat (25)').fill('2');
    await expect.poll(() => headline(page, 'honor-tally').textContent()).toBe('150 honor points');
    await tally.getByLabel('Own king (or CnC) killed or captured (100)').check();
    await expect.poll(() => headline(page, 'honor-tally').textContent()).toBe('250 honor points');
    await tally.locator('[data-erratum="own-king-lost"] input[type="checkbox"]').check();
    await expect.poll(() => headline(page, 'honor-tally').textContent()).toBe('50 honor points');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('A reading switch shows once it can change the answer', () => {
  it('7.10: the capture-by-missile switch shows once a capture by missile fire is counted', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    const tally = await showTool(page, 'honor-tally');
    const entry = tally.locator('[data-erratum="t21-capture-missile-column"]');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.locator('input[type="checkbox"]').count()).toBe(0);
    await tally.getByLabel('Captured a king: by missile fire (-50)').fill('1');
    await expect.poll(() => entry.locator('input[type="checkbox"]').count()).toBe(1);
    await expect.poll(() => headline(page, 'honor-tally').textContent()).toBe('50 honor points');
    await entry.locator('input[type="checkbox"]').check();
    await expect
      .poll(() => headline(page, 'honor-tally').textContent())
      .not.toBe('50 honor points');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Leader and honor tools at their rules', () => {
  it('embeds each tool at its rule, hydrated with no WCAG 2.2 A/AA violations', async () => {
    const { page, context, problems } = await site.open();
    for (const [path, names] of [
      ['/knighthood-3/leaders/', ['leader-risk', 'captured-leader']],
      [
        '/knighthood-3/table-side/',
        ['leader-risk', 'captured-leader', 'seeking-out', 'leader-combat', 'honor-tally'],
      ],
      ['/knighthood-3/honor-points/', ['honor-tally']],
      ['/knighthood-3/optional-rules/', ['seeking-out', 'captured-leader', 'leader-combat']],
    ] as const) {
      await page.goto(path);
      for (const name of names) {
        expect(await tool(page, name).count(), `${name} at ${path}`).toBe(1);
        await tool(page, name).scrollIntoViewIfNeeded();
      }
      await waitForIslands(page, [...names]);
      // Scrolled to the last tool, a tall one can leave its first fields under the sticky
      // header, which axe counts as covering them though any scroll uncovers them. Checked
      // from the top of the page, as a reader arrives.
      await page.evaluate(() => scrollTo(0, 0));
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
