import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Issue 23: lint refuses a deep import from one server module into another. */
describe('server module boundaries (eslint)', { timeout: 60_000 }, () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it("refuses another module's inner file", async () => {
    const messages = await lint(
      'src/server/modules/chats/chats.service.ts',
      "import { createNotification } from '../notifications/notifications.queries';\nexport const x = createNotification;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('module.ts');
  });

  it("allows another module's face, its own files, and the platform", async () => {
    const messages = await lint(
      'src/server/modules/chats/chats.service.ts',
      [
        "import { notificationsFacade } from '../notifications/notifications.module';",
        "import { listChats } from './chats.queries';",
        "import type { Events } from '../../events/events';",
        'export const x = [notificationsFacade, listChats] as unknown as Events;',
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
