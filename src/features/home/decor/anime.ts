/**
 * The parts of anime.js the hero uses, imported by name so the bundler keeps only those (a
 * dynamic `import('animejs')` would keep the whole library). Loaded on demand by `hero-animation`.
 */
export { stagger, waapi } from 'animejs';
