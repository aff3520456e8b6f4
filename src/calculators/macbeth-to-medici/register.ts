/**
 * The errata register and the notes printed with the tables, as the tools
 * read them: imported on demand, so a page does not ship their text before a
 * tool shows.
 */
import { errata } from '../../../engine/macbeth-to-medici/index.ts';
import { listOfferedReadings } from '../../lib/errata/preferred-readings.ts';

export { errataAt, findTableNotes } from '../../../engine/macbeth-to-medici/index.ts';
/** The switches the register offers, which the register page lets a player choose for every tool. */
export const offeredReadings = listOfferedReadings(errata);
