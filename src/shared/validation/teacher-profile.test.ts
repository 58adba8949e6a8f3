import { describe, expect, it } from 'vitest';
import { periodProblem, teacherProfileProblems, workingHoursProblem } from './teacher-profile';

const complete = {
  firstName: 'Олена',
  lastName: 'Коваль',
  cityCode: 'kyiv',
  title: 'Математика',
  about: 'Готую до НМТ',
  avatarId: '6f1c1b8e-0000-4000-8000-000000000000',
  skills: ['mathematics'],
  languages: [{ code: 'uk', level: 'native speaker' }],
  rateMinor: 40000,
  lessonType: 'ONLINE',
  level: 'ADVANCED',
  workingFrom: '09:00',
  workingTo: '18:00',
};

describe('teacherProfileProblems (save rules)', () => {
  it('finds nothing missing in a complete profile', () => {
    expect(teacherProfileProblems(complete)).toEqual({});
  });

  it('names every missing required field with its own key', () => {
    expect(teacherProfileProblems({})).toEqual({
      firstName: 'validation.first-name-required',
      lastName: 'validation.last-name-required',
      cityCode: 'validation.city-required',
      title: 'validation.title-required',
      about: 'validation.about-required',
      avatarId: 'validation.avatar-required',
      skills: 'validation.skills-required',
      languages: 'validation.languages-required',
      rateMinor: 'validation.rate-required',
      lessonType: 'validation.lesson-type-required',
      level: 'validation.level-required',
      workingFrom: 'validation.working-from-required',
      workingTo: 'validation.working-to-required',
    });
  });

  it('treats blank text and empty lists as missing', () => {
    expect(teacherProfileProblems({ ...complete, title: '  ', skills: [] })).toEqual({
      title: 'validation.title-required',
      skills: 'validation.skills-required',
    });
  });

  it('wants working hours to end after they start', () => {
    expect(teacherProfileProblems({ ...complete, workingFrom: '18:00', workingTo: '09:00' })).toEqual({
      workingTo: 'validation.working-hours-order',
    });
    expect(workingHoursProblem('09:00', '09:00')).toBe('validation.working-hours-order');
  });
});

describe('periodProblem', () => {
  it("accepts 'till now' and refuses an end before the start", () => {
    expect(periodProblem(2015, null)).toBeNull();
    expect(periodProblem(2015, 2015)).toBeNull();
    expect(periodProblem(2015, 2014)).toBe('validation.period-order');
  });
});
