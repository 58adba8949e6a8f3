/* The categories feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { CategoriesPage } from './CategoriesPage';
