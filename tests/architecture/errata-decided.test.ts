/**
 * Every errata entry either switches to its other reading (an option the engine
 * reads) or says why it offers none. The registers are being worked through; the
 * counts of undecided entries may only fall, until they reach zero.
 */
import { describe, expect, it } from 'vitest';
import { findUndecidedErrata } from '../../engine/core/index.ts';
import { errata as knighthood } from '../../engine/knighthood/index.ts';
import { errata as macbethToMedici } from '../../engine/macbeth-to-medici/index.ts';
import { errata as medieval } from '../../engine/medieval/index.ts';

const stillUndecided = { knighthood: 0, 'macbeth-to-medici': 0, medieval: 0 };

describe('errata entries: a switch or a reason', () => {
  it.each([
    ['knighthood', findUndecidedErrata(knighthood).length],
    ['macbeth-to-medici', findUndecidedErrata(macbethToMedici).length],
    ['medieval', findUndecidedErrata(medieval).length],
  ] as const)('%s: no more undecided entries than before', (system, undecided) => {
    expect(undecided).toBeLessThanOrEqual(stillUndecided[system]);
  });
});
