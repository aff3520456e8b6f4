/**
 * A Medieval one-die test (morale test, regrouping, fatigue, pursuit) laid
 * out by the kit: the engine's outcomes and working, each step linked to its
 * rule in the tool's edition.
 */
import type { Result, WordedTest } from '../../../engine/core/index.ts';
import { buildDice, d6, ok } from '../../../engine/core/index.ts';
import { FacesEntry } from '../kit/faces-entry.svelte.ts';
import { answerOneDieCheck } from '../kit/one-die-answer.ts';
import { viewRuleSteps, type BookAdapter, type ToolAnswer } from '../kit/tool-state.svelte.ts';

/** The one die a test reads, reported against the rule that reads it. */
export function testDie(rule: string, seed?: number): FacesEntry {
  return new FacesEntry(() => buildDice([1, d6]), { field: 'roll', rule, seed });
}

/** The engine's test as the kit shows it: both outcomes' odds, or the roll's outcome. */
export function answerTest(
  book: BookAdapter<string, object>,
  test: Result<WordedTest>,
  caption: string,
): Result<ToolAnswer> {
  if (!test.ok) return test;
  const t = test.value;
  return ok(
    answerOneDieCheck(t, {
      pass: { key: 'pass', label: t.pass.label, detail: t.pass.detail },
      fail: { key: 'fail', label: t.fail.label, detail: t.fail.detail },
      caption,
      steps: viewRuleSteps(book, t.steps),
      rolls: t.rolls,
    }),
  );
}
