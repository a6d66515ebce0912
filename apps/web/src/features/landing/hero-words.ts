// The hero headline's rotating word (spec §2 "Landing page", §9 "Hero word rotates every 3000 ms").
import { useEffect, useState } from 'react';

export const HERO_WORDS = [
  'Dream Wedding',
  'Perfect Day',
  'Love Story',
  'Celebration',
  'Special Moment',
] as const;
export const HERO_WORD_INTERVAL_MS = 3000;

export type HeroWord = (typeof HERO_WORDS)[number];

/** The word to show now; advances every `intervalMs` and wraps around. */
export function useRotatingHeroWord(intervalMs: number = HERO_WORD_INTERVAL_MS): HeroWord {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % HERO_WORDS.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return HERO_WORDS[index] ?? HERO_WORDS[0];
}
