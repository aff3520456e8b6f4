/** What the Medieval tools' tests read of a tool: its answer line or the field its error names. */
import type { Result } from '../../../engine/core/index.ts';
import type { ToolAnswer } from '../kit/tool-state.svelte.ts';

export const answerOf = (tool: { result: Result<ToolAnswer> }) =>
  tool.result.ok ? tool.result.value.answer : undefined;

export const errorField = (tool: { result: Result<ToolAnswer> }) =>
  tool.result.ok ? undefined : tool.result.error.field;
