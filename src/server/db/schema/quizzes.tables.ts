import type { ColumnType, Generated } from 'kysely';
import type { ApprovalStatus } from '../../../shared/contracts/accounts/account-enums';
import type {
  AnswerGroup,
  ConversionRow,
  QuestionScore,
  QuestionType,
  QuizResultStatus,
  QuizSection,
  TeacherMark,
  UserChosenAnswer,
} from '../../../shared/contracts/quizzes';

/** A jsonb column: read as T, written as a JSON string (node-postgres would send arrays as SQL arrays). */
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

/** Tables of exam practice (migration 0300). */
export interface QuizTables {
  quizzes: {
    id: Generated<string>;
    code: string;
    main_title: string;
    max_time: number;
    quiz_image: string | null;
    category_code: string;
    section: QuizSection;
    max_score: number;
    threshold: number | null;
    conversion_table: ColumnType<ConversionRow[] | null, string | null, string | null>;
    author_id: string | null;
    published: Generated<boolean>;
    /** Migration 0610: the admin approval of a tutor's quiz. */
    approval_status: Generated<ApprovalStatus>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  quiz_questions: {
    id: Generated<string>;
    quiz_id: string;
    question_number: number;
    task_type: QuestionType;
    title_html: string;
    explanation_html: Generated<string>;
    points: number | null;
    topics: JsonDefault<string[]>;
    answer_groups: JsonDefault<AnswerGroup[]>;
    correct_answer: JsonDefault<unknown[]>;
  };
  quiz_results: {
    id: Generated<string>;
    /** Null while a guest's attempt waits to be claimed at sign-in (migration 0622). */
    user_id: string | null;
    /** SHA-256 (hex) of a guest attempt's key; null once claimed or for a user's attempt. */
    guest_key_hash: string | null;
    /** started_at + the quiz's max_time (the grace is the application's). */
    deadline_at: Date;
    current_question_index: Generated<number>;
    updated_at: Date | null;
    quiz_id: string;
    status: Generated<QuizResultStatus>;
    answers: JsonDefault<UserChosenAnswer[]>;
    teacher_marks: JsonDefault<TeacherMark[]>;
    per_question: ColumnType<QuestionScore[] | null, string | null | undefined, string | null>;
    score: number | null;
    max_score: number | null;
    percent: number | null;
    scaled_score: number | null;
    threshold_reached: boolean | null;
    started_at: ColumnType<Date, Date | undefined, Date>;
    finished_at: Date | null;
  };
  ai_quota: {
    user_id: string;
    window_start: Date;
    tokens_used: number;
  };
}
