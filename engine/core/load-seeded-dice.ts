/** The seeded generator on demand: a page loads it with its first seeded roll. */
export function loadSeededDice(): Promise<typeof import('./seeded-dice.ts')> {
  return import('./seeded-dice.ts');
}
