/** A combat unit for tests: kind, SPs, armor and charge factor (0 unless given). */
import type { CombatUnit } from './input.ts';

export const unit = (kind: CombatUnit['kind'], sp: number, armor: number, cf = 0): CombatUnit => ({
  kind,
  sp,
  armor,
  cf,
});
