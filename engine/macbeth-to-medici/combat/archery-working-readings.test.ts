/**
 * Firing: archery worked for the dice read, where the register's other
 * reading changes the last line (archery-no-hits), and the Unit armour lines
 * for a pavise, each under its own section.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { resolveArchery, type ArcheryInput } from './archery.ts';

const volley: ArcheryInput = {
  firer: {
    order: 'close',
    experience: 'seasoned',
    dice: 'd6',
    elements: 6,
    time: 'drawn',
    bow: 'longbow',
    range: 18,
  },
  target: {
    experience: 'seasoned',
    action: 'standing',
    order: 'close',
    armour: 'heavy',
    shielded: false,
    elements: 4,
  },
};

describe('archery-no-hits: no hit scored, the working line', () => {
  it('read here: half of 6 firers, divided by the 4 target elements, removes none', () => {
    const miss = resolveArchery(volley, { plus: [1], minus: [4, 6] }, defaultReadings);
    expect(miss.ok && miss.value.steps.at(-1)).toEqual({
      text: 'half of 6 ÷ 4 elements, rounded down: 0 removed',
      rule: 'archery',
    });
  });

  it('under half-removed-outright, half of 6 firers removes 3 outright', () => {
    const outright = { ...defaultReadings, archeryNoHits: 'half-removed-outright' } as const;
    const miss = resolveArchery(volley, { plus: [1], minus: [4, 6] }, outright);
    expect(miss.ok && miss.value).toMatchObject({ hits: 0, removed: 3 });
    expect(miss.ok && miss.value.steps.at(-1)).toEqual({
      text: 'half of 6, rounded down, removed outright: 3 removed',
      rule: 'archery',
    });
  });

  it('a hit scored keeps the division under either reading', () => {
    const outright = { ...defaultReadings, archeryNoHits: 'half-removed-outright' } as const;
    const light = { ...volley, target: { ...volley.target, armour: 'light' as const } };
    const hit = resolveArchery(light, { plus: [5], minus: [2] }, outright);
    expect(hit.ok && hit.value.steps.at(-1)?.text).toBe(
      '6 × 1 ÷ 4 elements, rounded down: 1 removed',
    );
  });
});

describe('Unit armour: a pavise', () => {
  const pavise = {
    ...volley,
    target: { ...volley.target, armour: 'light' as const, pavise: true },
  };

  it('at the halt it counts as Full armour and the bows have no effect', () => {
    const stopped = resolveArchery(pavise, { plus: [6], minus: [1, 1] }, defaultReadings);
    expect(stopped.ok && stopped.value.hits).toBe(0);
    expect(stopped.ok && stopped.value.steps).toContainEqual({
      text: 'Pavises at the halt count as Full armour',
      rule: 'unit-armour',
    });
  });

  it('on the move it is dropped, under Unit armour', () => {
    const moving = { ...pavise, target: { ...pavise.target, action: 'falling-back' as const } };
    const rolled = resolveArchery(moving, { plus: [6], minus: [1] }, defaultReadings);
    expect(rolled.ok && rolled.value.steps[0]).toEqual({
      text: 'The target moves: a pavise serves only at the halt, so it does not count',
      rule: 'unit-armour',
    });
  });
});
