import type { TutorProfile, TutorReviewsPage, TutorReviewsQuery } from '../../../shared/contracts/discovery';
import { TUTOR_REVIEWS_PAGE_SIZE } from '../../../shared/contracts/discovery';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { shownName } from '../../../shared/i18n/person-name';
import type { AuthUser } from '../../plugins/auth';
import type { ProfileFacade } from '../profile/profile.module';
import type { DiscoveryDeps } from '../search/search.module';
import { publicFileUrl, toTutorCard } from '../search/search.module';
import * as queries from './tutors.queries';

/** Discovery's reads, and the profile facade a page view is counted through. */
export type TutorsDeps = DiscoveryDeps & { profiles: Pick<ProfileFacade, 'countProfileView'> };

type Viewer = Pick<AuthUser, 'id' | 'role'> | null;

const isOwnerOrAdmin = (viewer: Viewer, tutorId: string) =>
  viewer !== null && (viewer.id === tutorId || viewer.role === 'ROLE_ADMINISTRATOR');

/**
 * The tutor page. Public once verified, like the accounts module's user
 * details; the tutor and admins may preview it before. Anyone else gets NOT_FOUND, so unverified
 * profiles cannot be probed. Search visibility only governs search: a verified tutor who is
 * hidden from search keeps a page their own students can open.
 */
export function createTutorsService(deps: TutorsDeps) {
  async function readVisible(tutorId: string, viewer: Viewer) {
    const row = await queries.readTutorRow(deps.db, tutorId);
    if (!row || !row.active) throw new AppError('NOT_FOUND');
    if (row.verification_status !== 'DONE' && !isOwnerOrAdmin(viewer, tutorId)) throw new AppError('NOT_FOUND');
    return row;
  }

  async function reviewsPage(tutorId: string, query: TutorReviewsQuery, language: Language): Promise<TutorReviewsPage> {
    const offset = (query.page - 1) * query.size;
    const [rows, total] = await Promise.all([
      queries.readReviews(deps.db, tutorId, { limit: query.size, offset }),
      queries.countReviews(deps.db, tutorId),
    ]);
    return {
      items: rows.map((r) => {
        // A deleted account's review stays, under the translated "deleted account".
        const name = shownName(
          { firstName: r.first_name, lastName: r.last_name, deleted: r.deleted_at !== null },
          language,
        );
        return {
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          createdAt: r.created_at.toISOString(),
          author: {
            firstName: name.firstName,
            lastNameInitial: name.lastName ? `${name.lastName.slice(0, 1)}.` : '',
            avatarUrl: publicFileUrl(r.avatar_file_id),
          },
        };
      }),
      total,
      page: query.page,
      size: query.size,
    };
  }

  return {
    async profile(tutorId: string, viewer: Viewer, language: Language): Promise<TutorProfile> {
      const row = await readVisible(tutorId, viewer);
      // Views are counted, but not the tutor's own look at their page (nor an admin's check).
      const counted = !isOwnerOrAdmin(viewer, tutorId);
      const [lists, breakdown, reviews, favourite, names] = await Promise.all([
        queries.readTutorLists(deps.db, tutorId, language),
        queries.ratingBreakdown(deps.db, tutorId),
        reviewsPage(tutorId, { page: 1, size: TUTOR_REVIEWS_PAGE_SIZE.default }, language),
        viewer ? queries.isFavourite(deps.db, viewer.id, tutorId) : Promise.resolve(null),
        deps.names.get(),
        counted ? deps.profiles.countProfileView(tutorId) : Promise.resolve(),
      ]);
      const ratingBreakdown = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      for (const entry of breakdown)
        ratingBreakdown[String(entry.rating) as keyof typeof ratingBreakdown] = Number(entry.count);
      return {
        ...toTutorCard(row, names, language, deps.now()),
        about: row.about,
        whyMe: row.why_me,
        introVideoUrl: publicFileUrl(row.intro_video_file_id),
        introVideoCoverUrl: publicFileUrl(row.intro_video_cover_file_id),
        teachingLevel: row.teaching_level,
        freeFirstLesson: row.free_first_lesson,
        timezone: row.timezone,
        workingHours: row.working_from && row.working_to ? { from: row.working_from, to: row.working_to } : null,
        languages: lists.languages.map((l) => ({ ...l, level: l.level as TutorProfile['languages'][number]['level'] })),
        education: lists.education.map((e) => ({
          institution: e.institution,
          degree: e.degree,
          fromYear: e.from_year,
          toYear: e.to_year,
        })),
        experience: lists.experience.map((e) => ({
          position: e.position,
          place: e.place,
          fromYear: e.from_year,
          toYear: e.to_year,
        })),
        profileViews: row.profile_views + (counted ? 1 : 0),
        memberSince: row.member_since.toISOString(),
        lastSeenAt: row.last_seen_at ? row.last_seen_at.toISOString() : null,
        ratingBreakdown,
        reviews,
        // The schedule issue fills this; until then there are no slots to preview (contract JSDoc).
        freeSlots: [],
        favourite,
      };
    },

    async reviews(tutorId: string, query: TutorReviewsQuery, viewer: Viewer, language: Language = 'uk') {
      await readVisible(tutorId, viewer);
      return reviewsPage(tutorId, query, language);
    },
  };
}

export type TutorsService = ReturnType<typeof createTutorsService>;
