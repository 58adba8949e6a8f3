import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = 'src/server/modules';

/** Every TypeScript file of the server modules, relative to the repository root. */
function moduleFiles(): string[] {
  return readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.posix.join(MODULES_DIR, file.split(path.sep).join('/')));
}

/** Lint refuses a deep import from one server module into another. */
describe('server module boundaries (eslint)', { timeout: 120_000 }, () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it("refuses another module's inner file", async () => {
    const messages = await lint(
      'src/server/modules/chats/chats.service.ts',
      "import { insertNotification } from '../notifications/notifications.queries';\nexport const x = insertNotification;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('module.ts');
  });

  it('refuses a deep import in the files that once had a baseline exemption', async () => {
    // requests reached into lessons' booking helpers and service before the modules had facades.
    for (const file of [
      'src/server/modules/requests/request-replies.service.ts',
      'src/server/modules/schedule/schedule.routes.ts',
      'src/server/modules/quizzes/quiz-access.ts',
    ]) {
      const messages = await lint(
        file,
        "import { bookInTransaction } from '../lessons/lesson-booking';\nexport const x = bookInTransaction;\n",
      );
      expect(messages, file).toHaveLength(1);
    }
  });

  it('applies the boundary rule to every server module file, with no exemptions', async () => {
    const exempt: string[] = [];
    for (const file of moduleFiles()) {
      const config = await eslint.calculateConfigForFile(file);
      const options = JSON.stringify(config.rules?.['no-restricted-imports'] ?? null);
      if (!options.includes('module$') || !options.includes('importNamePattern')) exempt.push(file);
    }
    expect(moduleFiles().length).toBeGreaterThan(100);
    expect(exempt).toEqual([]);
  });

  it('refuses building another module: its create… or register… even from its face', async () => {
    const messages = await lint(
      'src/server/modules/chats/chats.service.ts',
      [
        "import { createLessonsModule } from '../lessons/lessons.module';",
        "import { registerVerificationHandlers } from '../verification/verification.module';",
        'export const x = [createLessonsModule, registerVerificationHandlers];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('app.ts');
  });

  it("allows another module's face, its own files, and the platform", async () => {
    const messages = await lint(
      'src/server/modules/chats/chats.service.ts',
      [
        "import { notificationsFacade, type NotificationsFacade } from '../notifications/notifications.module';",
        "import { createChat } from './chats.queries';",
        "import { createHash } from 'node:crypto';",
        "import type { Events } from '../../events/events';",
        'export const x = [notificationsFacade, createChat, createHash] as unknown as [Events, NotificationsFacade];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('still refuses client code in the server', async () => {
    const messages = await lint(
      'src/server/modules/chats/chats.service.ts',
      "import { App } from '../../../renderer/app';\nexport const x = App;\n",
    );
    expect(messages).toHaveLength(1);
  });
});

/** Every TypeScript file of the server, relative to the repository root. */
function serverFiles(): string[] {
  return readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.posix.join('src/server', file.split(path.sep).join('/')));
}

/** Where a service may be built: its module's face, and the composition root around it. */
const BUILDS_SERVICES = /(\.module\.ts|\/app\.ts|\/app-context\.ts|\/main\.ts|\.test\.ts)$/;

/** Each service is built once, in its module file: lint refuses a factory call anywhere else. */
describe('services are built in module files (eslint)', { timeout: 120_000 }, () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const builds = [
    "import { createChatsService } from './chats.service';",
    "import { createSessions } from '../auth/sessions.service';",
    'export const chats = createChatsService({});',
    'export const sessions = createSessions({});',
  ].join('\n');

  it('refuses a route file that builds its service', async () => {
    const messages = await lint('src/server/modules/chats/chats.routes.ts', builds);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('module.ts');
  });

  it('refuses a service that builds another service', async () => {
    expect(await lint('src/server/modules/chats/chats.service.ts', builds)).toHaveLength(2);
  });

  it('allows the module file, which builds each of its services once', async () => {
    expect(await lint('src/server/modules/chats/chats.module.ts', builds)).toEqual([]);
  });

  it('applies the rule to every other server file, with no exemptions', async () => {
    const exempt: string[] = [];
    const files = serverFiles().filter((file) => !BUILDS_SERVICES.test(file));
    for (const file of files) {
      const config = await eslint.calculateConfigForFile(file);
      const options = JSON.stringify(config.rules?.['no-restricted-syntax'] ?? null);
      if (!options.includes('(Service|Sessions)')) exempt.push(file);
    }
    expect(files.length).toBeGreaterThan(200);
    expect(exempt).toEqual([]);
  });

  it('matches the factories the server has: every service factory ends in Service or Sessions', () => {
    const factories = serverFiles()
      .filter((file) => /\.service\.ts$/.test(file))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export function (create\w*)\(/g)].map((m) => m[1]!));
    // The ledger's facade: stateless over the caller's transaction, also built by the demo seed.
    const notServices = ['createLedger'];
    expect(factories.length).toBeGreaterThan(30);
    expect(
      factories.filter((name) => !/^create\w*(Service|Sessions)$/.test(name) && !notServices.includes(name)),
    ).toEqual([]);
  });
});

/** App.ts is the composition root, the one place a module is created. */
describe('module wiring', () => {
  it('creates modules in src/server/app.ts only', () => {
    const creations = serverFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<!function\s+)\bcreate[A-Z]\w*Module\s*\(/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    const elsewhere = creations.filter((entry) => !entry.startsWith('src/server/app.ts:'));
    expect(creations.length).toBeGreaterThan(10);
    expect(elsewhere).toEqual([]);
  });
});
