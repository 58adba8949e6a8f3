/* The home feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { HomePage } from './HomePage';
export { preloadWizard } from './DeferredSections';
