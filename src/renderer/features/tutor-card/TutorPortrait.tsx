import type { TutorCard } from '../../../shared/contracts/discovery';
import { initialsOf } from './format';
import './tutor-card.css';

export interface TutorPortraitProps {
  tutor: Pick<TutorCard, 'avatarUrl' | 'firstName' | 'lastName'>;
  /** The photo's size in CSS pixels at its largest; the surrounding CSS may shrink it (search.css). */
  size: number;
  /** The tutor page's photo is its largest image (LCP); a card's loads when scrolled near. */
  priority?: 'high' | 'lazy';
}

/**
 * A tutor's photo, or their initials when they have none, as cards and the tutor page show it.
 * Its size is the `--portrait-size` of the surrounding element (search.css); the photo carries
 * the same width and height so the page keeps its place while it loads.
 */
export function TutorPortrait({ tutor, size, priority = 'lazy' }: TutorPortraitProps) {
  if (!tutor.avatarUrl) {
    return (
      <span className="tutor-portrait" aria-hidden="true">
        {initialsOf(tutor.firstName, tutor.lastName)}
      </span>
    );
  }
  return priority === 'high' ? (
    <img className="tutor-portrait" src={tutor.avatarUrl} alt="" width={size} height={size} fetchPriority="high" />
  ) : (
    <img
      className="tutor-portrait"
      src={tutor.avatarUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
