/** Initiative tool (Initiative and reaction): each side's rating, who moves first and how far. */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  explainInitiativeRating,
  initiativeDistance,
  initiativeRating,
  type Experience,
  type InitiativeRating,
  type MovementType,
  type Order,
  type SectionId,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { experienceChoices, leadershipOf, officerChoices, orderChoices } from '../choices.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const sides = ['first', 'second'] as const;
type Side = (typeof sides)[number];
const names: Readonly<Record<Side, string>> = { first: 'First unit', second: 'Second unit' };

const mobility = [
  { value: 'foot', label: 'foot' },
  { value: 'dismounted', label: 'dismounted' },
  { value: 'mounted', label: 'mounted' },
];

export class InitiativeTool extends M2mTool {
  readonly id = 'initiative';
  readonly title = 'Initiative';
  readonly sectionsUsed: readonly SectionId[] = ['initiative-and-reaction'];
  readonly fields: readonly FieldSpec[] = sides.flatMap((side): FieldSpec[] => [
    {
      key: `${side}.experience`,
      label: `${names[side]}: experience`,
      kind: 'choice',
      options: experienceChoices,
    },
    { key: `${side}.order`, label: `${names[side]}: order`, kind: 'choice', options: orderChoices },
    {
      key: `${side}.mobility`,
      label: `${names[side]}: mobility`,
      kind: 'choice',
      options: mobility,
    },
    {
      key: `${side}.leadership`,
      label: `${names[side]}: officer leading it`,
      kind: 'choice',
      options: officerChoices,
    },
  ]);

  constructor() {
    super(
      Object.fromEntries(
        sides.flatMap((side) => [
          [`${side}.experience`, 'seasoned'],
          [`${side}.order`, side === 'first' ? 'open' : 'close'],
          [`${side}.mobility`, 'foot'],
          [`${side}.leadership`, 'none'],
        ]),
      ),
    );
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const ratings: InitiativeRating[] = [];
    for (const side of sides) {
      const leadership = leadershipOf(this.text(`${side}.leadership`));
      const rated = initiativeRating({
        experience: this.text(`${side}.experience`) as Experience,
        order: this.text(`${side}.order`) as Order,
        mobility: this.text(`${side}.mobility`) as MovementType,
        ...(leadership !== undefined && { leadership }),
      });
      if (!rated.ok)
        return { ok: false, error: { ...rated.error, field: `${side}.${rated.error.field}` } };
      ratings.push(rated.value);
    }
    const [first, second] = ratings as [InitiativeRating, InitiativeRating];
    const distance = initiativeDistance(
      { rating: first.rating, mounted: this.text('first.mobility') === 'mounted' },
      { rating: second.rating, mounted: this.text('second.mobility') === 'mounted' },
    );
    const steps = viewSteps(
      sides.flatMap((side, i) => explainInitiativeRating(names[side], ratings[i]!)),
    );
    return ok({
      answer:
        distance.mover === null
          ? `Equal ratings (${first.rating}): neither moves first`
          : `${names[distance.mover]} moves ${distance.inches}″ first`,
      chance: `Ratings ${first.rating} and ${second.rating}`,
      caption: '',
      heading: '',
      rows: [],
      over: 1n,
      steps,
      rolled: false,
    });
  }
}
