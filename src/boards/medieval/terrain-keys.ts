/** How each terrain mark is named on the board and in the legend. */
import type { TerrainMark } from '../../../engine/medieval/index.ts';

export const terrainKeys: Readonly<Record<TerrainMark, { name: string; short: string }>> = {
  clear: { name: 'Clear', short: 'clr' },
  stream: { name: 'Stream', short: 'str' },
  road: { name: 'Road', short: 'rd' },
  swamp: { name: 'Swamp', short: 'swp' },
  forest: { name: 'Forest', short: 'for' },
  village: { name: 'Village', short: 'vil' },
  hill: { name: 'Hill', short: 'hill' },
  river: { name: 'River', short: 'riv' },
  bridge: { name: 'Bridge', short: 'brg' },
  ford: { name: 'Ford', short: 'ford' },
  fortification: { name: 'Fortification', short: 'fort' },
};
