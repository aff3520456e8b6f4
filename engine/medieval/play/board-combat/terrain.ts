/**
 * The terrain of a combat read from hex marks: the defender's terrain (5.3),
 * fortifications (11.1 / Kosovo 12.1) and attackers standing in swamps
 * (TERRAIN EFFECT footnote **).
 */
import type { WorkingStep } from '../../../core/index.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import type { TerrainId } from '../../tables/types.ts';
import type { TerrainMark } from '../../board/types.ts';

/** How a hex's marks were read as one TERRAIN EFFECT row. */
export interface TerrainReading {
  marks: readonly TerrainMark[];
  terrain: TerrainId;
  /** Marks with no combat row of their own (river, bridge, ford, fortification). */
  ignored: readonly TerrainMark[];
  text: string;
}

/** A derived field of a board combat and why it has its value. */
export interface BoardCombatStep extends WorkingStep {
  /** The CombatInput field it fills, e.g. `attacker.rearHexes`. */
  field: string;
}

const rowOf: Partial<Record<TerrainMark, TerrainId>> = {
  clear: 'clear',
  stream: 'stream',
  road: 'road',
  swamp: 'swamps',
  forest: 'forest',
  village: 'village',
  hill: 'hill',
};

/** 5.6.6: terrain where an attacker's charge counts for nothing. */
const stopsCharge = new Set<TerrainId>(['forest', 'swamps']);

/**
 * 5.3.1: a hex with several marks is read as the one the edition's TERRAIN
 * EFFECT table favours the defender most for: the most CMs, then a mark
 * that stops a charge (5.6.6), then the table's own row order. So a road
 * through a forest is forest; an unmarked hex is clear.
 */
export function readDefenderTerrain(
  marks: readonly TerrainMark[],
  edition: EditionProfile,
): TerrainReading {
  const rows = edition.tables.terrain.rows;
  const ignored = marks.filter((m) => rowOf[m] === undefined);
  const score = (terrain: TerrainId): [number, number, number] => {
    const index = rows.findIndex((r) => r.terrain === terrain);
    const combat = rows[index]?.combat;
    const cms = combat?.kind === 'shift' ? -combat.shift : 0;
    return [cms, stopsCharge.has(terrain) ? 1 : 0, -index];
  };
  const better = (a: TerrainId, b: TerrainId) => {
    const [x, y] = [score(a), score(b)];
    const at = x.findIndex((v, i) => v !== y[i]);
    return at >= 0 && (x[at] ?? 0) > (y[at] ?? 0);
  };
  const candidates = marks.flatMap((m) => rowOf[m] ?? []);
  const terrain = candidates.reduce<TerrainId>(
    (best, t) => (better(t, best) ? t : best),
    candidates[0] ?? 'clear',
  );
  const [cms] = score(terrain);
  const gives = cms > 0 ? `${cms} CM${cms > 1 ? 's' : ''}` : 'no CM';
  const parts = [
    marks.length === 0
      ? 'The hex carries no terrain mark: clear terrain.'
      : candidates.length > 1
        ? `The hex is marked ${marks.join(', ')}; the defender's terrain is taken as ${terrain}, the mark the TERRAIN EFFECT table favours him most for (${gives}).`
        : `The defender's hex is ${terrain} (${gives}).`,
  ];
  if (ignored.length > 0)
    parts.push(
      `${ignored.join(', ')} ha${ignored.length > 1 ? 've' : 's'} no combat row of its own.`,
    );
  return { marks, terrain, ignored, text: parts.join(' ') };
}

/** The TERRAIN EFFECT footnote ** halves attackers standing in swamps (Bannockburn, Kosovo; 1066 prints −1 instead). */
function swampsHalveAttacker(edition: EditionProfile): boolean {
  return edition.tables.terrain.rows.some(
    (row) => row.terrain === 'swamps' && row.combat.kind === 'attacker-halved',
  );
}

/**
 * Footnote **: the attacking strength is halved when the attacker stands in
 * swamps. The engine halves the whole side, so the flag is set only when
 * every attacking unit stands on a swamp hex; a mixed attack is left to the
 * player and said so.
 */
export function readAttackerSwamps(
  inSwamps: number,
  attackers: number,
  edition: EditionProfile,
): { onSwamps: boolean; step: BoardCombatStep } {
  const rule = edition.rules.tables.terrain;
  const step = (text: string) => ({ field: 'attacker.onSwamps', rule, text });
  if (inSwamps === 0)
    return { onSwamps: false, step: step('No attacking unit stands on a swamp hex.') };
  if (!swampsHalveAttacker(edition))
    return {
      onSwamps: false,
      step: step(
        `${edition.title} does not halve an attacker standing in swamps (its table gives the defender there a CM instead).`,
      ),
    };
  if (inSwamps < attackers)
    return {
      onSwamps: false,
      step: step(
        `${inSwamps} of ${attackers} attacking units stand on swamp hexes; the footnote halves an attacker in swamps, and the calculator halves the whole side, so the box is left for you to decide.`,
      ),
    };
  return {
    onSwamps: true,
    step: step('Every attacking unit stands on a swamp hex: their strength is halved.'),
  };
}

/**
 * 11.1.1–11.1.2, 11.1.8 (Kosovo 12.1.x): a defender's hex marked with a
 * fortification is fortified, and attacking it is attacking through
 * fortifications.
 */
export function readFortification(
  marks: readonly TerrainMark[],
  edition: EditionProfile,
): { fortified: boolean; steps: BoardCombatStep[] } {
  const { fortificationHalved, fortificationLimit } = edition.rules.combat;
  if (!marks.includes('fortification'))
    return {
      fortified: false,
      steps: [
        {
          field: 'defender.fortified',
          rule: fortificationLimit,
          text: "The defender's hex has no fortification mark.",
        },
      ],
    };
  return {
    fortified: true,
    steps: [
      {
        field: 'defender.fortified',
        rule: fortificationLimit,
        text: "The defender's hex is fortified: it fights with at most 4 SPs, and no charge counts against it.",
      },
      {
        field: 'attacker.throughFortifications',
        rule: fortificationHalved,
        text: 'The attack goes into a fortified hex, so it goes through fortifications: the attackers fight at half strength and cavalry lose their CF.',
      },
    ],
  };
}
