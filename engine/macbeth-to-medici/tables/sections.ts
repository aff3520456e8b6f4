/**
 * The sections of From Macbeth to Medici, in the book's order. The book has no
 * rule numbers, so each section is known by a stable slug: the engine cites
 * these in its steps and errors, the pages anchor them (`#r-<slug>`) and the
 * short links `/macbeth-to-medici/r/<slug>/` lead to them. A test checks that
 * every slug here is defined on the site and that the engine cites no other.
 */
export const sections = {
  introduction: 'Introduction',
  scales: 'Scales',
  units: 'Units',
  'unit-organisation': 'Unit organisation',
  'unit-origin': 'Unit origin',
  dice: 'Normal and average dice',
  'relative-importance-class': 'Relative importance class',
  'unit-experience': 'Unit experience',
  'unit-morale': 'Unit morale',
  'unit-types': 'Unit types',
  'expected-behaviour': 'Expected behaviour',
  'unit-endurance': 'Unit endurance',
  'unit-armour': 'Unit armour',
  officers: 'Officers',
  'officer-temperament': 'Officer temperament',
  'leadership-and-command': 'Leadership and Command ratings',
  'battlefield-behaviour': 'Battlefield behaviour',
  'officer-morale-test': 'Officer morale test',
  movement: 'Movement',
  'movement-rates': 'Movement rates',
  'terrain-effects': 'Terrain effects',
  'coordinated-movement': 'Co-ordinated movement',
  'manoeuvring-and-changing-formation': 'Manoeuvring and changing formation',
  interpenetration: 'Unit interpenetration',
  'charges-and-responses': 'Charges and responses',
  'control-test': 'Control test procedure',
  charging: 'Charging',
  standing: 'Standing',
  'evading-and-feigned-retreat': 'Evading and feigned retreat',
  'impetuous-and-broken': 'Impetuous and Broken',
  'initiative-and-reaction': 'Initiative and reaction',
  combat: 'Combat',
  gunnes: 'Firing gunnes',
  archery: 'Archery',
  'skirmish-fire': 'Skirmish fire',
  'impact-combat': 'Impact combat',
  'melee-combat': 'Melee combat',
  'rallying-and-reorganisation': 'Rallying and reorganisation',
  'rally-control-test': 'Control test for rallying',
  rallying: 'Rallying',
  reorganisation: 'Reorganisation',
  fatigue: 'Fatigue',
  'turn-sequence': 'Turn sequence',
  notes: 'Closing notes',
} as const;

export type SectionId = keyof typeof sections;

/** Every section slug in the book's order. */
export const sectionIds = Object.keys(sections) as SectionId[];
