import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = 'src/renderer/features';

/** Every TypeScript file of the renderer's features, tests included, relative to the repository root. */
function featureFiles(): string[] {
  return readdirSync(FEATURES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(FEATURES_DIR, file.split(path.sep).join('/')));
}

/** Lint refuses a deep import from one renderer feature into another: features meet through index.ts. */
describe('renderer feature boundaries (eslint)', { timeout: 120_000 }, () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it("refuses another feature's inner file, from any depth", async () => {
    for (const [file, source] of [
      ['src/renderer/features/profile/ProfilePage.tsx', '../auth/LoginPage'],
      ['src/renderer/features/lessons/details/lesson-tabs.tsx', '../../classroom/board'],
      ['src/renderer/features/quiz-run/questions/TypeBadge.tsx', '../../quizzes/quiz-paths'],
      ['src/renderer/features/settings/SettingsPage.tsx', '../profile/profile.css'],
      ['src/renderer/features/home/HomePage.tsx', '../../features/search/SearchPage'],
    ]) {
      const messages = await lint(file!, `import { x } from '${source}';\nexport const y = x;\n`);
      expect(messages, `${file} importing ${source}`).toHaveLength(1);
      expect(messages[0]).toContain('index.ts');
    }
  });

  it('refuses a deep import in feature tests too', async () => {
    const messages = await lint(
      'src/renderer/features/notifications/live-updates.test.tsx',
      "import { messengerKeys } from '../messenger/messenger.queries';\nexport const x = messengerKeys;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it("allows another feature's index, its own files, and the shared kits", async () => {
    const messages = await lint(
      'src/renderer/features/lessons/details/LessonOverview.tsx',
      [
        "import { requestErrorText } from '../../requests';",
        "import { useTeacherProfile } from '../../profile/index';",
        "import { LessonReviewsTab } from './LessonReviewsTab';",
        "import { lessonKeys } from '../lessons.queries';",
        "import { errorMessage, FormAlert } from '../../../ui/form';",
        "import { formatTime } from '../../../lib/zoned-time';",
        "import type { Lesson } from '../../../../shared/contracts/lessons';",
        'export const x = [requestErrorText, useTeacherProfile, LessonReviewsTab, lessonKeys, errorMessage, FormAlert, formatTime];',
        'export type L = Lesson;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('still refuses Node, Electron and server code in a feature', async () => {
    const messages = await lint(
      'src/renderer/features/search/SearchPage.tsx',
      "import { readFileSync } from 'node:fs';\nimport { app } from 'electron';\nexport const x = [readFileSync, app];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('browser');
  });

  it('applies the boundary rule to every renderer feature file, with no exemptions', async () => {
    const files = featureFiles();
    const exempt: string[] = [];
    for (const file of files) {
      const config = await eslint.calculateConfigForFile(file);
      const options = JSON.stringify(config.rules?.['no-restricted-imports'] ?? null);
      // The `../` that leave the feature: one for its top folder, one more per subfolder.
      const ups = file.slice(FEATURES_DIR.length + 1).split('/').length - 1;
      const leavesFeature = options.includes(`(?:\\\\.\\\\./){${ups}}`);
      const rendererRoom = options.includes('"electron"');
      if (!leavesFeature || (!/\.test\.tsx?$/.test(file) && !rendererRoom)) {
        exempt.push(file);
      }
    }
    expect(files.length).toBeGreaterThan(300);
    expect(exempt).toEqual([]);
  });
});
