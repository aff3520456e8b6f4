/**
 * Every table of Knighthood and the Middle Ages III as data, T1 to T23. The
 * book prints no T3: its numbering goes from T2 to T4.
 */
export * from './types.ts';
export * from './cells.ts';
export * from './organisation.ts';
export * from './movement.ts';
export * from './missile.ts';
export * from './combat.ts';
export * from './morale-leaders.ts';
export * from './notes.ts';

/** The tables the book prints, in its numbering; T3 is absent from the book. */
export const tableIds = [
  'T1',
  'T2',
  'T4',
  'T5',
  'T6',
  'T7',
  'T8',
  'T9',
  'T10',
  'T11',
  'T12',
  'T13',
  'T14',
  'T15',
  'T16',
  'T17A',
  'T17B',
  'T18',
  'T19',
  'T20',
  'T21',
  'T22',
  'T23',
] as const;

/** A printed table number. */
export type TableId = (typeof tableIds)[number];
