import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Draws from one seeded generator, so the same seed always yields the same demo data. */
export interface Random {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `probability` (0 to 1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
}

const CHANCE_STEPS = 1_000_000;

export function createRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  const int = (min: number, max: number) => uniformInt(generator, min, max);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    int,
    chance: (probability) => int(0, CHANCE_STEPS - 1) < probability * CHANCE_STEPS,
    pick,
    sample(items, count) {
      const remaining = [...items];
      const chosen: (typeof remaining)[number][] = [];
      while (chosen.length < count && remaining.length > 0) {
        chosen.push(remaining.splice(int(0, remaining.length - 1), 1)[0] as (typeof remaining)[number]);
      }
      return chosen;
    },
  };
}

/**
 * Each applicant draws from a generator of its own, seeded from the run's seed and its number, so
 * applicant 7 is the same whether 20 or 200 are generated.
 */
export function applicantSeed(seed: number, index: number): number {
  return (Math.imul(seed, 0x2c1b3c6d) ^ Math.imul(index + 1, 0x9e3779b1)) | 0;
}
