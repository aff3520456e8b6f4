/**
 * The conflicts register as the tools read it: imported on demand, so a page
 * does not ship the register's text before a tool shows.
 */
export { conflictsAt } from '../../../engine/knighthood/index.ts';
