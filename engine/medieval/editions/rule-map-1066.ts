/**
 * Where 1066 prints each rule: Bannockburn 1314's numbers (rule-map.ts) with
 * its own differences. Only a page of this edition ships them.
 */
import { movementRulesBn, type MovementRules } from './rule-map-movement.ts';
import { bannockburnRules, type RuleNumbers } from './rule-map.ts';

const movementRules1066: MovementRules = {
  ...movementRulesBn,
  shiltron: null,
  wallOfShields: 'Hastings',
};

/** 1066's rule numbers: Bannockburn's, without shiltrons and wolf pits, with Hastings. */
export const rules1066: RuleNumbers = {
  ...bannockburnRules,
  combat: { ...bannockburnRules.combat, shiltronDoubled: null },
  movement: movementRules1066,
  objects: { ...bannockburnRules.objects, wolfPits: null, wolfPitRoll: null },
  sections: { ...bannockburnRules.sections, hastings: 'Hastings' },
};
