/**
 * Every tool that keeps its inputs in the address (From Macbeth to Medici,
 * Knighthood) fuzzed with hostile query strings, 1000 each: reading never
 * throws, every input holds a value of its kind, the answer is a result or a
 * refusal naming a field, safe to show; a refused link changes nothing; what
 * was read writes back to a link that reads the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectSafeMessage,
  fuzzRuns,
  hostileQuery,
  oddNumbers,
  prototypeKeys,
} from '../../engine/core/hostile-inputs.fixtures.ts';
import { readFields, writeFields } from './kit/url-state.ts';
import { largestNumber, type BookTool, type FieldSpec } from './kit/tool-state.svelte.ts';
import { ChargeReactionTool } from './knighthood/combat/charge-reaction.svelte.ts';
import { CloseCombatTool } from './knighthood/combat/close-combat.svelte.ts';
import { CohesionTool } from './knighthood/combat/cohesion.svelte.ts';
import { ShieldWallTool } from './knighthood/combat/shield-wall.svelte.ts';
import { MissileFireTool } from './knighthood/fire/missile-fire.svelte.ts';
import { CaptivityTool } from './knighthood/leaders/captivity.svelte.ts';
import { HonorTallyTool } from './knighthood/leaders/honor-tally.svelte.ts';
import { LeaderCombatTool } from './knighthood/leaders/leader-combat.svelte.ts';
import { LeaderRiskTool } from './knighthood/leaders/leader-risk.svelte.ts';
import { SeekingOutTool } from './knighthood/leaders/seeking-out.svelte.ts';
import { MoraleCheckTool } from './knighthood/morale/morale-check.svelte.ts';
import { MovementBandTool } from './knighthood/movement/movement-band.svelte.ts';
import { RoughTerrainTool } from './knighthood/movement/rough-terrain.svelte.ts';
import { ArcheryTool } from './macbeth-to-medici/combat/archery.svelte.ts';
import { BombardTool } from './macbeth-to-medici/combat/bombard.svelte.ts';
import { ControlTestTool } from './macbeth-to-medici/control/control-test.svelte.ts';
import { FatigueTool } from './macbeth-to-medici/control/fatigue.svelte.ts';
import { ImpactTool } from './macbeth-to-medici/combat/impact.svelte.ts';
import { InitiativeTool } from './macbeth-to-medici/movement/initiative.svelte.ts';
import { InterpenetrationTool } from './macbeth-to-medici/movement/interpenetration.svelte.ts';
import { MeleeTool } from './macbeth-to-medici/combat/melee.svelte.ts';
import { OfficerGeneratorTool } from './macbeth-to-medici/officers/officer-generator.svelte.ts';
import { OfficerMoraleTool } from './macbeth-to-medici/officers/officer-morale.svelte.ts';
import { RallyTool } from './macbeth-to-medici/control/rally.svelte.ts';
import { SkirmishTool } from './macbeth-to-medici/combat/skirmish.svelte.ts';
import { TerrainTool } from './macbeth-to-medici/movement/terrain.svelte.ts';

/** What the test uses of a tool, whatever its book's rule ids. */
type AnyTool = Pick<
  BookTool<string, object>,
  | 'id'
  | 'fields'
  | 'values'
  | 'dice'
  | 'result'
  | 'strayError'
  | 'linkFields'
  | 'linkDefaults'
  | 'loadLink'
  | 'linkProblem'
  | 'set'
>;
const tools: (new (seed?: number) => AnyTool)[] = [
  ChargeReactionTool,
  CloseCombatTool,
  CohesionTool,
  ShieldWallTool,
  MissileFireTool,
  CaptivityTool,
  HonorTallyTool,
  LeaderCombatTool,
  LeaderRiskTool,
  SeekingOutTool,
  MoraleCheckTool,
  MovementBandTool,
  RoughTerrainTool,
  ArcheryTool,
  BombardTool,
  ControlTestTool,
  FatigueTool,
  ImpactTool,
  InitiativeTool,
  InterpenetrationTool,
  MeleeTool,
  OfficerGeneratorTool,
  OfficerMoraleTool,
  RallyTool,
  SkirmishTool,
  TerrainTool,
];

/** Every input holds a value of its kind: a listed choice, a number, a yes or no. */
function expectValuesOfTheirKind(tool: AnyTool) {
  for (const field of tool.fields) {
    const value = tool.values[field.key];
    if (field.kind === 'choice') expect(field.options.map((o) => o.value)).toContain(value);
    else
      expect(typeof value).toBe(
        { number: 'number', check: 'boolean', text: 'string' }[field.kind] ?? field.kind,
      );
  }
}

/** The answer, and each set of dice, is a result or a refusal that names a field and is safe to show. */
function expectSoundAnswer(tool: AnyTool) {
  const result = tool.result;
  if (!result.ok) {
    expectSafeMessage(result.error);
    const known = [...tool.fields.map((f) => f.key), ...tool.dice.map((d) => d.entry.field)];
    if (!known.includes(result.error.field)) expect(tool.strayError).toEqual(result.error);
  } else expect(result.value.answer).not.toMatch(/[<>]|NaN|undefined/);
  for (const slot of tool.dice) {
    const checked = slot.entry.checked;
    if (checked && !checked.ok) expectSafeMessage(checked.error);
  }
}

/** A tool moved off its defaults, so a refused link has something to leave alone. */
function changedTool(Tool: new (seed?: number) => AnyTool): AnyTool {
  const tool = new Tool(1);
  for (const field of tool.fields) {
    if (field.kind === 'check') tool.set(field.key, !tool.values[field.key]);
    if (field.kind === 'choice') tool.set(field.key, field.options.at(-1)!.value);
  }
  return tool;
}

/** Spellings of a field's value the site never writes. */
const offForm = (kind: 'number' | 'check' | 'choice'): fc.Arbitrary<string> =>
  kind === 'number'
    ? fc.oneof(
        fc.constantFrom(...oddNumbers, '', '03', '1e3', '3318\n', '0x1', '10000', '-10000'),
        fc.integer({ min: 1, max: 9999 }).map((n) => `0${n}`),
      )
    : kind === 'check'
      ? fc.string().filter((t) => t !== '0' && t !== '1')
      : fc.constantFrom('', ' ', 'nonsense', '__proto__', 'toString', '0', '1', '-0');

describe.each(tools.map((Tool) => ({ Tool, id: new Tool(1).id })))(
  '$id tool: state from a hostile address',
  { timeout: 300_000 },
  ({ Tool }) => {
    const { id, linkFields } = new Tool(1);
    const keys = [...Object.keys(linkFields), ...prototypeKeys].map((k) => `${id}.${k}`);

    it('never throws, holds values of their kind and answers or names a field', async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery(keys), async (query) => {
          const tool = changedTool(Tool);
          const shown = tool.linkFields;
          await tool.loadLink(readFields(query, tool.id));
          if (tool.linkProblem !== undefined) {
            expectSafeMessage({ field: 'link', message: tool.linkProblem });
            expect(tool.linkFields).toEqual(shown);
          }
          expectValuesOfTheirKind(tool);
          expectSoundAnswer(tool);
          const again = new Tool(1);
          const link = writeFields('', tool.id, tool.linkFields, tool.linkDefaults);
          await again.loadLink(readFields(`?${link}`, again.id));
          expect(again.linkFields).toEqual(tool.linkFields);
        }),
        { numRuns: fuzzRuns },
      );
    });

    it('refuses any value not spelled as the site writes it, naming the field, changing nothing', async () => {
      // A text field takes any text (the engine parses it): no spelling is off its form.
      const fields = new Tool(1).fields.filter(
        (f): f is Exclude<FieldSpec, { kind: 'text' }> => f.kind !== 'text',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields).chain((field) =>
            offForm(field.kind)
              .filter((t) => field.kind !== 'choice' || !field.options.some((o) => o.value === t))
              .map((text) => ({ field, text })),
          ),
          async ({ field, text }) => {
            const tool = changedTool(Tool);
            const shown = tool.linkFields;
            await tool.loadLink({ [field.key]: text });
            expect(tool.linkProblem).toContain(`This link was not opened: ${field.label}: `);
            expect(tool.linkFields).toEqual(shown);
          },
        ),
        { numRuns: 200 },
      );
    });
  },
);

describe('reading the address', () => {
  it('keeps prototype keys as plain keys, inheriting nothing', () => {
    for (const key of prototypeKeys) {
      const fields = readFields(`?ct.${key}=1&ct.exp=green`, 'ct');
      expect(Object.getPrototypeOf(fields)).toBe(null);
      expect(fields[key]).toBe('1');
      expect(readFields('?ct.exp=green', 'ct')[key]).toBeUndefined();
    }
  });
});

describe('numbers beyond any table', () => {
  it('are refused by name from 10000 up, before a tool builds that many modifiers', () => {
    const tool = new SeekingOutTool(1);
    tool.set('enemyBetween', largestNumber);
    expect(tool.result.ok).toBe(true);
    for (const n of [largestNumber + 1, -largestNumber - 1, Number.MAX_SAFE_INTEGER + 2]) {
      tool.set('enemyBetween', n);
      expect(tool.result).toEqual({
        ok: false,
        error: {
          field: 'enemyBetween',
          rule: '9.11',
          message: 'Enemy units in between (-10 each): enter a number from -9999 to 9999',
        },
      });
    }
  });
});
