/**
 * The errata register as the tools read it: imported on demand, so a page
 * does not ship the register's text before a tool shows.
 */
export { errataAt } from '../../../engine/knighthood/index.ts';
