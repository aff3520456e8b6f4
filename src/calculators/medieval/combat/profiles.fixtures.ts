/** Every edition's profile by id, for the calculator's tests (pages load one at a time). */
import {
  bannockburnProfile,
  kosovoProfile,
  profile1066,
  type EditionId,
  type EditionProfile,
} from '../../../../engine/medieval/index.ts';

const profiles: Record<EditionId, EditionProfile> = {
  'bannockburn-1314': bannockburnProfile,
  'kosovo-1389': kosovoProfile,
  '1066': profile1066,
};

export const profileOf = (id: EditionId): EditionProfile => profiles[id];
