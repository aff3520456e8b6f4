/**
 * The five rulebooks the site covers. This is site metadata (names, periods,
 * what each book covers, how its rules are numbered); the rules themselves
 * live in content/ and engine/.
 */
import { rules, tableIds } from '../../../engine/knighthood/index.ts';
import { knighthoodReferences } from '../knighthood/named-references.ts';
import type { ReferenceGrammar } from '../content/rule-numbers.ts';

export type SystemId = 'medieval' | 'macbeth-to-medici' | 'knighthood';

export type RulebookId =
  'bannockburn-1314' | 'kosovo-1389' | '1066' | 'macbeth-to-medici' | 'knighthood-3';

export interface Rulebook {
  id: RulebookId;
  title: string;
  system: SystemId;
  systemName: string;
  edition: string;
  period: string;
  authors: string;
  covers: string;
  /** How rules cite each other: numbers, tables as T1 and T17A, the book's own short names. */
  references: ReferenceGrammar;
  /**
   * How rules are known: `printed` numbers (5.1.1) or, in a book without
   * numbers, `sections` named by stable slugs (`control-test`).
   */
  numbering: 'printed' | 'sections';
}

const numbersOnly: ReferenceGrammar = { tables: false };

export const rulebooks: readonly Rulebook[] = [
  {
    id: 'bannockburn-1314',
    title: 'Bannockburn 1314',
    system: 'medieval',
    systemName: '“Medieval” hex-and-counter system',
    edition: 'English edition (Taktyka i Strategia)',
    period: 'Scottish Wars of Independence, 1297–1314',
    authors: 'Wojciech Zalewski',
    covers:
      'Scatter, shiltrons and wolf pits; scenarios Stirling, Falkirk, Prelude and Bannockburn 1314.',
    references: numbersOnly,
    numbering: 'printed',
  },
  {
    id: 'kosovo-1389',
    title: 'Kosovo Field 1389',
    system: 'medieval',
    systemName: '“Medieval” hex-and-counter system',
    edition: 'Later edition: disorganization and panic replace scatter',
    period: 'Serbian–Ottoman war, 1389',
    authors: 'Milos Zecević; system by Wojciech Zalewski',
    covers:
      'Morale tests, Janissaries and palisades, errata; scenarios Kosovo Field and Miloš Obilić.',
    references: numbersOnly,
    numbering: 'printed',
  },
  {
    id: '1066',
    title: '1066',
    system: 'medieval',
    systemName: '“Medieval” hex-and-counter system',
    edition: 'Edition with grouped-dice fire tables',
    period: 'Norman and Norse invasions of England, 1066',
    authors: 'System by Wojciech Zalewski',
    covers: 'Wall of Shields and the battles of Fulford, Stamford Bridge and Hastings.',
    references: numbersOnly,
    numbering: 'printed',
  },
  {
    id: 'macbeth-to-medici',
    title: 'From Macbeth to Medici',
    system: 'macbeth-to-medici',
    systemName: 'Feudal miniatures rules',
    edition: 'Single edition, unnumbered sections',
    period: 'Feudal warfare, 1000–1500 AD',
    authors: 'Martin Clark',
    covers: 'Miniatures rules for armies of the feudal age, from troop types to melee.',
    references: numbersOnly,
    numbering: 'sections',
  },
  {
    id: 'knighthood-3',
    title: 'Knighthood and the Middle Ages III',
    system: 'knighthood',
    systemName: 'Miniatures rules',
    edition: 'Third edition (1992, re-released 2021)',
    period: 'North-western Europe, 750–1330 AD',
    authors: 'Chris Parker',
    covers: `Numbered rules ${rules.irregulars}–${rules.leaderCombat} with tables ${tableIds[0]}–${tableIds[tableIds.length - 1]} and honor points for team play.`,
    references: knighthoodReferences,
    numbering: 'printed',
  },
];

const byId = new Map<string, Rulebook>(rulebooks.map((book) => [book.id, book]));

/** Looks up a rulebook by id; undefined for an unknown id. */
export function findRulebook(id: string): Rulebook | undefined {
  return byId.get(id);
}

/** True when the book names its rules by section slugs rather than printed numbers. */
export function hasSections(rulebook: string): boolean {
  return findRulebook(rulebook)?.numbering === 'sections';
}

export const rulebookIds = rulebooks.map((book) => book.id) as [RulebookId, ...RulebookId[]];
export const systemIds = ['medieval', 'macbeth-to-medici', 'knighthood'] as const;
