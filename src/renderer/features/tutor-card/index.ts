/*
 * The tutor card, shared by search, favourites, the landings and the tutor page: its parts,
 * icons and number formats. No screen of its own, so importing it loads only the card.
 */
export { TutorCardView } from './TutorCardView';
export { TutorBadges, TutorFacts } from './TutorFacts';
export { TutorPortrait, type TutorPortraitProps } from './TutorPortrait';
export * from './discovery-icons';
export { formatMinimumRating, formatRating, formatUah, initialsOf } from './format';
