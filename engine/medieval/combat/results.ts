/**
 * COMBAT TABLE cells as data. A printed cell such as "-1 / D2 -1" becomes
 * { attacker: { loss: 1 }, defender: { retreat: 2, loss: 1 } }, and formats
 * back to the same normalised text.
 *
 * Notation (legend under the COMBAT TABLE of each book): a slash separates the
 * attacker's part (left) from the defender's (right); without a slash, "A…" is
 * the attacker's and "D…" the defender's; "-1" is a loss of 1 SP; "D2"/"A2" a
 * retreat of 2 hexes; a trailing S (Bannockburn), R (1066) or D/d (Kosovo)
 * marks a unit that scatters or disorganizes automatically.
 */
import { fail, ok, type Result } from '../../core/result.ts';

/** What a combat result does to one side. */
export interface SideEffect {
  /** SPs lost. */
  loss: number;
  /** Hexes to retreat (5.4). */
  retreat: number;
  /** Scatters (S, R) or disorganizes (D) automatically. */
  breaks: boolean;
}

export interface CombatResult {
  attacker: SideEffect;
  defender: SideEffect;
}

/** The letter that marks an automatic scatter or disorganization in each book. */
export type BreakMark = 'S' | 'R' | 'D';

const none: SideEffect = { loss: 0, retreat: 0, breaks: false };

// "A2", "D4S", "A4 -1S", "-1", "D2 -1", "-" — one side's part of a cell.
const sidePattern = /^(?:([AD])(\d)?([SRDd])?)?\s*(?:-(\d)([SRDd])?)?$/;

function parseSide(text: string, expect: 'A' | 'D' | null): SideEffect | undefined {
  const part = text.trim();
  if (part === '-' || part === '') return part === '-' ? none : undefined;
  const match = sidePattern.exec(part);
  if (!match) return undefined;
  const [, letter, distance, retreatMark, loss, lossMark] = match;
  if (letter && expect && letter !== expect) return undefined;
  if (!letter && !loss) return undefined;
  if (letter && distance === undefined) return undefined;
  return {
    loss: loss ? Number(loss) : 0,
    retreat: distance ? Number(distance) : 0,
    breaks: Boolean(retreatMark ?? lossMark),
  };
}

/**
 * Parses a COMBAT TABLE cell (5.1.1 f and the table legend). A malformed cell
 * is an error naming the cell, never a guess.
 */
export function parseCombatCell(cell: string): Result<CombatResult> {
  const text = cell.replace(/\s+/g, ' ').trim();
  const bad = () =>
    fail<CombatResult>('cell', 'COMBAT TABLE', `cannot read the combat result "${cell}"`);
  if (text === '-') return ok({ attacker: none, defender: none });
  const slash = text.indexOf('/');
  if (slash >= 0) {
    const attacker = parseSide(text.slice(0, slash), 'A');
    const defender = parseSide(text.slice(slash + 1), 'D');
    return attacker && defender ? ok({ attacker, defender }) : bad();
  }
  if (text.startsWith('A')) {
    const attacker = parseSide(text, 'A');
    return attacker ? ok({ attacker, defender: none }) : bad();
  }
  if (text.startsWith('D')) {
    const defender = parseSide(text, 'D');
    return defender ? ok({ attacker: none, defender }) : bad();
  }
  return bad();
}

function formatSide(side: SideEffect, letter: 'A' | 'D', mark: BreakMark): string {
  const retreat = side.retreat > 0 ? `${letter}${side.retreat}` : '';
  const loss = side.loss > 0 ? `-${side.loss}` : '';
  const broken = side.breaks ? mark : '';
  if (!retreat && !loss) return broken ? mark : '-';
  return [retreat, loss].filter(Boolean).join(' ') + broken;
}

/** Formats a result in the normalised notation of a book (its break mark). */
export function formatCombatResult(result: CombatResult, mark: BreakMark): string {
  const { attacker, defender } = result;
  const attackerActs = attacker.loss > 0 || attacker.retreat > 0;
  const defenderActs = defender.loss > 0 || defender.retreat > 0;
  if (!attackerActs && !defenderActs) return '-';
  // Without a slash a lone retreat names its side; a lone loss needs the slash.
  if (!defenderActs && attacker.retreat > 0) return formatSide(attacker, 'A', mark);
  if (!attackerActs && defender.retreat > 0) return formatSide(defender, 'D', mark);
  return `${formatSide(attacker, 'A', mark)} / ${formatSide(defender, 'D', mark)}`;
}

/** True when the result makes a side retreat (a Dx or Ax result). */
export function retreats(side: SideEffect): boolean {
  return side.retreat > 0;
}
