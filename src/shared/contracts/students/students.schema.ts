import { z } from 'zod';
import { emailProblem } from '../../validation/email';
import { text } from '../../validation/text';
import { PersonSummary } from '../lessons/lesson.schema';

/** A student in a tutor's list: active, invited, inactive, invite accepted. */
export const MY_STUDENT_STATUSES = ['ACTIVE', 'INVITED', 'INACTIVE', 'INVITE_ACCEPTED'] as const;
export type MyStudentStatus = (typeof MY_STUDENT_STATUSES)[number];

/** The tabs of My students: all and invited. */
export const MY_STUDENT_TABS = ['all', 'invited'] as const;
export type MyStudentTab = (typeof MY_STUDENT_TABS)[number];

/**
 * One row of a tutor's list: a student (linked by a request, a lesson or an accepted invite), or
 * an invite not yet accepted, which has only its email.
 */
export const MyStudent = z
  .object({
    key: text(),
    status: z.enum(MY_STUDENT_STATUSES),
    student: PersonSummary.nullable(),
    email: text().nullable(),
    inviteId: text().nullable(),
    /** When the row last changed state (invited, accepted, switched). */
    since: text(),
  })
  .meta({ id: 'MyStudent' });
export type MyStudent = z.infer<typeof MyStudent>;

export const MyStudentsQuery = z.object({ tab: z.enum(MY_STUDENT_TABS).default('all') });
export const MyStudentList = z.object({ items: z.array(MyStudent) }).meta({ id: 'MyStudentList' });
export type MyStudentList = z.infer<typeof MyStudentList>;

/** An invitation is an email address, checked by the shared email rule. */
export const InviteStudentBody = z
  .object({
    email: text()
      .trim()
      .superRefine((value, issue) => {
        const problem = emailProblem(value);
        if (problem) issue.addIssue({ code: 'custom', message: problem });
      }),
  })
  .meta({ id: 'InviteStudentBody' });
export type InviteStudentBody = z.input<typeof InviteStudentBody>;

export const StudentInvite = z
  .object({ id: text(), email: text(), status: z.enum(['INVITED', 'ACCEPTED']), createdAt: text() })
  .meta({ id: 'StudentInvite' });
export type StudentInvite = z.infer<typeof StudentInvite>;

export const InviteTokenParams = z.object({
  token: text({ error: 'validation.invalid' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid'),
});

/** What the invite link shows before anyone signs in: who invites, and to which address. */
export const InviteView = z
  .object({
    teacher: PersonSummary,
    email: text(),
    status: z.enum(['INVITED', 'ACCEPTED']),
  })
  .meta({ id: 'InviteView' });
export type InviteView = z.infer<typeof InviteView>;

export const StudentIdParams = z.object({ studentId: z.uuid({ error: 'validation.invalid' }) });
export const StudentStateBody = z.object({ active: z.boolean() }).meta({ id: 'StudentStateBody' });

/** The student's consent to show their exam-practice results to their tutors. */
export const StudentSharing = z.object({ shareQuizResults: z.boolean() }).meta({ id: 'StudentSharing' });
export type StudentSharing = z.infer<typeof StudentSharing>;

export const SharedQuizResult = z
  .object({
    id: text(),
    title: text(),
    score: z.number(),
    maxScore: z.number(),
    percent: z.number(),
    finishedAt: text().nullable(),
  })
  .meta({ id: 'SharedQuizResult' });
export type SharedQuizResult = z.infer<typeof SharedQuizResult>;

/** The lesson page's student tab, for the tutor. */
export const LessonStudentView = z
  .object({
    student: PersonSummary,
    interests: z.array(text()),
    status: z.enum(MY_STUDENT_STATUSES),
    sharesQuizResults: z.boolean(),
    /** Null when the student does not share them. */
    quizResults: z.array(SharedQuizResult).nullable(),
  })
  .meta({ id: 'LessonStudentView' });
export type LessonStudentView = z.infer<typeof LessonStudentView>;
