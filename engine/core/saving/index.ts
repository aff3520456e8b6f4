/** Saving a game for any system: the file and link formats' shared checks, field checks and compact packing. */
export {
  readGameLink,
  readGameText,
  writeGameLink,
  writeGameText,
  type GameFormat,
} from './saved-game.ts';
export { fieldChecks } from './field-checks.ts';
export * from './compact.ts';
