/*
 * The guided tour of the home page. Each step points at a section by its element id;
 * a step whose section is not on the page (the home page changes) is skipped rather than shown
 * pointing at nothing. The welcome step has no target.
 */

export interface TourStep {
  /** Key under `tour.steps.` in the `pages` namespace. */
  id: string;
  /** Element id of the highlighted section. */
  targetId?: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'welcome' },
  { id: 'search', targetId: 'search' },
  { id: 'subjects', targetId: 'subjects' },
  { id: 'how-it-works', targetId: 'how-it-works' },
  { id: 'help', targetId: 'footer-links' },
];

/** The steps whose targets exist in `doc` right now. */
export function availableSteps(doc: Pick<Document, 'getElementById'>, steps = TOUR_STEPS): TourStep[] {
  return steps.filter((step) => !step.targetId || doc.getElementById(step.targetId) !== null);
}
