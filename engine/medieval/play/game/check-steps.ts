/**
 * The after-combat steps a saved game holds as waiting, read back without
 * trusting them: each field checked against the setup and the map, and each
 * step rebuilt from the setup's own ids; their odds are worked out again
 * (`pendingSteps`), never read.
 */
import { fail, ok, quoteInput, type Result } from '../../../core/result.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { BoardSetup } from '../../board/types.ts';
import type { PendingStep } from '../board-combat/after-combat.ts';
import { fileRule, isRecord, own, readHex } from './check.ts';
import { checkWhole, moraleLimit } from './state.ts';

/** More than any combat calls for: two sides' units and leaders on a few hexes. */
const mostSteps = 60;
const longestText = 600;
/** Every hex of the largest map could be marked fortified. */
const mostMarkedHexes = 10_000;

type Read<T> = Result<T>;

const refuse = <T>(field: string, message: string): Read<T> => fail(field, fileRule, message);

function text(value: unknown, field: string, longest = longestText): Read<string> {
  return typeof value === 'string' && value.length > 0 && value.length <= longest
    ? ok(value)
    : refuse(field, `${field} must be a text of at most ${longest} characters`);
}

function whole(value: unknown, min: number, max: number, field: string): Read<number> {
  return typeof value === 'number'
    ? checkWhole(value, min, max, field, fileRule)
    : refuse(field, `${field} must be a whole number from ${min} to ${max}`);
}

function list<T>(
  value: unknown,
  longest: number,
  field: string,
  read: (item: unknown, field: string) => Read<T>,
): Read<T[]> {
  if (!Array.isArray(value) || value.length > longest)
    return refuse(field, `${field} must be a list of at most ${longest}`);
  const items: T[] = [];
  for (const [i, item] of value.entries()) {
    const read1 = read(item, `${field}.${i}`);
    if (!read1.ok) return read1;
    items.push(read1.value);
  }
  return ok(items);
}

function working(value: unknown, field: string): Read<WorkingStep[]> {
  return list(value, 12, field, (item, at) => {
    if (!isRecord(item)) return refuse(at, `${at} must be a line with its rule`);
    const line = text(own(item, 'text'), `${at}.text`);
    if (!line.ok) return line;
    const rule = text(own(item, 'rule'), `${at}.rule`, 40);
    return rule.ok ? ok({ text: line.value, rule: rule.value }) : rule;
  });
}

/** Only these keys, each of them present unless optional. */
function exactKeys(
  value: Record<string, unknown>,
  keys: readonly string[],
  optional: readonly string[],
  field: string,
): Read<true> {
  for (const key of Object.keys(value))
    if (!keys.includes(key) && !optional.includes(key))
      return refuse(field, `${quoteInput(key)} is not part of a step`);
  for (const key of keys)
    if (!Object.hasOwn(value, key)) return refuse(`${field}.${key}`, `"${key}" is missing`);
  return ok(true);
}

/** The steps a saved game holds as waiting, each checked against the setup; none twice. */
export function readPendingSteps(
  value: unknown,
  setup: BoardSetup,
  field = 'afterCombat',
): Read<PendingStep[]> {
  const steps = list(value, mostSteps, field, (item, at) => readStep(item, setup, at));
  if (!steps.ok) return steps;
  const keys = steps.value.map((s) => s.key);
  if (new Set(keys).size !== keys.length) return refuse(field, 'a step is listed twice');
  return steps;
}

function readStep(value: unknown, setup: BoardSetup, field: string): Read<PendingStep> {
  if (!isRecord(value)) return refuse(field, `${field} must be a step`);
  const map = setup.scenarioMap.map;
  const kind = own(value, 'kind');
  const side = own(value, 'side');
  if (typeof side !== 'string' || !setup.sides.includes(side))
    return refuse(`${field}.side`, `${field}.side must be a side of this scenario`);
  const counterOf = (id: unknown, leader: boolean, at: string): Read<string> => {
    const found = setup.counters.find((c) => c.id === id && (c.kind === 'leader') === leader);
    return found && found.side === side
      ? ok(found.id)
      : refuse(at, `${at} must be a ${leader ? 'leader' : 'unit'} of ${side}`);
  };
  const hexes = (v: unknown, at: string, most = 12) =>
    list(v, most, at, (h, f) => readHex(h, map, f));
  const lines = working(own(value, 'working'), `${field}.working`);
  if (!lines.ok) return lines;
  const rule = text(own(value, 'rule'), `${field}.rule`, 40);
  if (kind === 'leader-death') {
    const keys = ['kind', 'key', 'leader', 'side', 'retreat', 'losses', 'rule', 'dice'];
    const shape = exactKeys(value, [...keys, 'retreatTo', 'working'], [], field);
    if (!shape.ok) return shape;
    const leader = counterOf(own(value, 'leader'), true, `${field}.leader`);
    if (!leader.ok) return leader;
    const retreat = whole(own(value, 'retreat'), 1, 5, `${field}.retreat`);
    if (!retreat.ok) return retreat;
    const losses = whole(own(value, 'losses'), 0, 999, `${field}.losses`);
    if (!losses.ok) return losses;
    const to = hexes(own(value, 'retreatTo'), `${field}.retreatTo`);
    if (!to.ok) return to;
    if (!rule.ok) return rule;
    if (own(value, 'dice') !== '2D6') return refuse(`${field}.dice`, 'a death roll is 2D6');
    const key = `leader-death-${leader.value}`;
    if (own(value, 'key') !== key) return refuse(`${field}.key`, `${field}.key must be ${key}`);
    return ok({
      kind,
      key,
      leader: leader.value,
      side,
      retreat: retreat.value,
      losses: losses.value,
      rule: rule.value,
      dice: '2D6',
      retreatTo: to.value,
      working: lines.value,
    });
  }
  if (kind === 'banner-fall') {
    const keys = ['kind', 'key', 'leader', 'side', 'hex', 'rule', 'dice', 'working'];
    const shape = exactKeys(value, keys, [], field);
    if (!shape.ok) return shape;
    const leader = counterOf(own(value, 'leader'), true, `${field}.leader`);
    if (!leader.ok) return leader;
    const hex = readHex(own(value, 'hex'), map, `${field}.hex`);
    if (!hex.ok) return hex;
    if (!rule.ok) return rule;
    if (own(value, 'dice') !== null) return refuse(`${field}.dice`, 'a banner takes no dice');
    const key = `banner-fall-${leader.value}`;
    if (own(value, 'key') !== key) return refuse(`${field}.key`, `${field}.key must be ${key}`);
    return ok({
      kind,
      key,
      leader: leader.value,
      side,
      hex: hex.value,
      rule: rule.value,
      dice: null,
      working: lines.value,
    });
  }
  if (kind === 'pursuit') {
    const keys = ['kind', 'key', 'unit', 'side', 'hexesFromLeader', 'morale', 'into', 'working'];
    const shape = exactKeys(value, keys, ['banners', 'rideDown', 'fortified'], field);
    if (!shape.ok) return shape;
    const unit = counterOf(own(value, 'unit'), false, `${field}.unit`);
    if (!unit.ok) return unit;
    const near = whole(own(value, 'hexesFromLeader'), 0, 6, `${field}.hexesFromLeader`);
    if (!near.ok) return near;
    const morale = whole(own(value, 'morale'), -moraleLimit, moraleLimit, `${field}.morale`);
    if (!morale.ok) return morale;
    const into = hexes(own(value, 'into'), `${field}.into`);
    if (!into.ok) return into;
    if (into.value.length === 0) return refuse(`${field}.into`, 'a pursuit enters a hex');
    const key = `pursuit-${unit.value}`;
    if (own(value, 'key') !== key) return refuse(`${field}.key`, `${field}.key must be ${key}`);
    const rawBanners = own(value, 'banners');
    const banners =
      rawBanners === undefined
        ? undefined
        : list<{ leader: string; hex: string }>(rawBanners, 12, `${field}.banners`, (b, at) => {
            if (!isRecord(b)) return refuse(at, `${at} must be a banner and its hex`);
            const owner = setup.counters.find(
              (c) => c.id === own(b, 'leader') && c.kind === 'leader' && c.banner === true,
            );
            if (!owner) return refuse(`${at}.leader`, `${at}.leader must carry a banner`);
            const hex = readHex(own(b, 'hex'), map, `${at}.hex`);
            return hex.ok ? ok({ leader: owner.id, hex: hex.value }) : hex;
          });
    if (banners && !banners.ok) return banners;
    const rawRide = own(value, 'rideDown');
    const rideRule = isRecord(rawRide)
      ? text(own(rawRide, 'rule'), `${field}.rideDown.rule`, 40)
      : undefined;
    if (rawRide !== undefined && !rideRule)
      return refuse(`${field}.rideDown`, `${field}.rideDown must hold its rule`);
    if (rideRule && !rideRule.ok) return rideRule;
    if (isRecord(rawRide) && Object.keys(rawRide).length !== 1)
      return refuse(`${field}.rideDown`, `${field}.rideDown holds only its rule`);
    const rawFortified = own(value, 'fortified');
    const fortified =
      rawFortified === undefined
        ? undefined
        : hexes(rawFortified, `${field}.fortified`, mostMarkedHexes);
    if (fortified && !fortified.ok) return fortified;
    return ok({
      kind,
      key,
      unit: unit.value,
      side,
      hexesFromLeader: near.value,
      morale: morale.value,
      into: into.value,
      ...(banners ? { banners: banners.value } : {}),
      ...(rideRule ? { rideDown: { rule: rideRule.value } } : {}),
      ...(fortified ? { fortified: fortified.value } : {}),
      working: lines.value,
    });
  }
  return refuse(`${field}.kind`, 'a step is a death roll, a falling banner or a pursuit');
}
