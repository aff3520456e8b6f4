/** Every table of From Macbeth to Medici, as data. */
export * from './types.ts';
export * from './units.ts';
export * from './movement.ts';
export * from './combat.ts';
export * from './turn-sequence.ts';
