/** The components MDX pages may use that render engine data: game tables and the book's notes. */
import BookNotes from '../BookNotes.astro';
import CombatTable from './CombatTable.astro';
import FireTable from './FireTable.astro';
import FortificationCosts from './FortificationCosts.astro';
import MoraleTestTable from './MoraleTestTable.astro';
import PursuitTable from './PursuitTable.astro';
import RetreatTestTable from './RetreatTestTable.astro';
import TerrainTable from './TerrainTable.astro';

export const tableComponents = {
  BookNotes,
  CombatTable,
  FireTable,
  FortificationCosts,
  MoraleTestTable,
  PursuitTable,
  RetreatTestTable,
  TerrainTable,
};
