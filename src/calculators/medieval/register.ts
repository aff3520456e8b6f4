/**
 * The conflicts register as the Medieval tools read it: imported on demand, so
 * a page does not ship the register's text before a tool shows.
 */
export { conflictsAt } from '../../../engine/medieval/index.ts';
