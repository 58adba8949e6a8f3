import { describe, expect, it } from 'vitest';
import { TeacherProfileInput, type TeacherProfile } from '../../../shared/contracts/accounts';
import { formDefaults, orNull } from './teacher-form';

const stored: TeacherProfile = {
  userId: 'u1',
  firstName: 'Олена',
  lastName: 'Коваль',
  middleName: null,
  dateOfBirth: null,
  countryCode: 'UA',
  cityCode: 'kyiv',
  title: 'Репетитор з математики',
  about: 'Готую до НМТ',
  whyMe: null,
  avatarId: '6f1c9a52-7c1e-4e1f-9d9b-0c2f6c1d2a11',
  introVideoId: null,
  introVideoCoverId: null,
  education: [],
  experience: [{ position: 'Вчитель', place: null, fromYear: 2015, toYear: null }],
  skills: ['mathematics'],
  currency: 'UAH',
  rateMinor: 45000,
  lessonType: 'ONLINE',
  level: 'HIGH',
  languages: [{ code: 'uk', level: 'native speaker' }],
  workingFrom: '09:00',
  workingTo: '18:00',
  timezone: 'Europe/Kyiv',
  freeFirstLesson: true,
  searchVisible: false,
  verificationStatus: 'NOT_DONE',
  verificationReason: null,
  approvalStatus: null,
  balanceMinor: 0,
  rating: 0,
  reviewCount: 0,
  profileViews: 0,
};

describe('teacher profile form', () => {
  it('starts a complete stored profile as a valid form, "till now" kept as null', () => {
    const parsed = TeacherProfileInput.safeParse(formDefaults(stored));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.experience[0]?.toYear).toBeNull();
  });

  it('an empty profile answers the keys of what is missing', () => {
    const empty = { ...stored, avatarId: null, title: null, rateMinor: null, workingFrom: null, skills: [] };
    const parsed = TeacherProfileInput.safeParse(formDefaults(empty));
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      avatarId: 'validation.avatar-required',
      title: 'validation.title-required',
      rateMinor: 'validation.rate-required',
      workingFrom: 'validation.working-from-required',
      skills: 'validation.skills-required',
    });
  });

  it('turns blank optional inputs into null', () => {
    expect(orNull('')).toBeNull();
    expect(orNull(undefined)).toBeNull();
    expect(orNull('UA')).toBe('UA');
  });
});
