import type { AccountTables } from './accounts.tables';
import type { DiscoveryTables } from './discovery.tables';
import type { ProfileTables } from './profiles.tables';
import type { QuizTables } from './quizzes.tables';
import type { ReferenceTables, SystemTables } from './reference.tables';
import type { UserTables } from './users.tables';
import type { LessonTables } from './lessons.tables';
import type { RequestTables } from './requests.tables';
import type { ScheduleTables } from './schedule.tables';
import type { ThrottleTables } from './throttle.tables';
import type { SubjectSuggestionTables } from './subject-suggestions.tables';
import type { MessengerTables } from './messenger.tables';
import type { EventTables } from './events.tables';
import type { ClassroomTables } from './classroom.tables';
import type { DrawboardTables } from './drawboards.tables';
import type { RecordingTables } from './recordings.tables';
import type { StudentTables } from './students.tables';
import type { PaymentTables } from './payments.tables';
import type { LedgerTables } from './ledger.tables';
import type { HomeworkTables } from './homework.tables';
import type { UploadTables } from './uploads.tables';

/**
 * The Kysely view of the whole database. Each domain declares its tables in its own file under
 * this folder and adds them here, so the typed query builder knows every table and column.
 */
export interface DB
  extends
    ReferenceTables,
    SystemTables,
    UserTables,
    ProfileTables,
    DiscoveryTables,
    AccountTables,
    QuizTables,
    ScheduleTables,
    RequestTables,
    LessonTables,
    ThrottleTables,
    SubjectSuggestionTables,
    MessengerTables,
    EventTables,
    ClassroomTables,
    DrawboardTables,
    RecordingTables,
    StudentTables,
    LedgerTables,
    PaymentTables,
    HomeworkTables,
    UploadTables {}
