/**
 * The errata register as the Medieval tools read it: imported on demand, so
 * a page does not ship the register's text before a tool shows.
 */
import { errataOf, type EditionId } from '../../../engine/medieval/index.ts';
import { listOfferedReadings } from '../../lib/errata/preferred-readings.ts';

export { errataAt } from '../../../engine/medieval/index.ts';
/** The switches an edition's register offers, which its register page lets a player choose for every tool. */
export const offeredReadingsOf = (edition: EditionId) => listOfferedReadings(errataOf(edition));
