export { HERO_WORD_INTERVAL_MS, HERO_WORDS, type HeroWord, useRotatingHeroWord } from './hero-words';
export { LandingPage } from './landing-page';
