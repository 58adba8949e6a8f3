import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../../../src/server/integrations/ai/openai-chat-model';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { analyse, finishedResult, parseEvents } from './ai-helpers';

/**
 * A tiny local server speaking the chat-completions streaming protocol: the test double stands in
 * for the language model only; the adapter, routes and quota under test are the real ones.
 */
interface Seen {
  url: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}
const seen: Seen[] = [];
let failNext = false;

function chunk(data: object | string) {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of request) text += part;
  return text;
}

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
    if (failNext) {
      failNext = false;
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const pieces = ['Ти втратив ', 'бал у ', 'послідовності.'];
    for (const content of pieces) {
      const line = chunk({ choices: [{ index: 0, delta: { content } }] });
      // Split a line across writes: the adapter must join partial lines.
      response.write(line.slice(0, 7));
      await new Promise((resolve) => setTimeout(resolve, 5));
      response.write(line.slice(7));
    }
    response.write(chunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }));
    response.write(chunk({ choices: [], usage: { prompt_tokens: 300, completion_tokens: 1700, total_tokens: 2000 } }));
    response.end(chunk('[DONE]'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('OpenAI-compatible chat-completions adapter', () => {
  it('posts a streamed request and yields the deltas and usage as they arrive', async () => {
    const model = createOpenAiChatModel({ baseUrl: `${baseUrl}/`, apiKey: 'sk-test', model: 'tiny' });
    const chunks = [];
    for await (const c of model.stream([{ role: 'user', content: 'Привіт' }])) chunks.push(c);
    expect(chunks).toEqual([
      { type: 'text', text: 'Ти втратив ' },
      { type: 'text', text: 'бал у ' },
      { type: 'text', text: 'послідовності.' },
      { type: 'usage', totalTokens: 2000 },
    ]);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'tiny',
      stream: true,
      messages: [{ role: 'user', content: 'Привіт' }],
    });
  });

  it('fails on an error status', async () => {
    failNext = true;
    const model = createOpenAiChatModel({ baseUrl, apiKey: null, model: 'tiny' });
    await expect(async () => {
      for await (const _ of model.stream([{ role: 'user', content: 'x' }])) void _;
    }).rejects.toThrow(/500/);
  });
});

describe('quiz analysis through a configured model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ai: { baseUrl, apiKey: 'sk-test', model: 'tiny', tokensPerMinute: 5000, requestTokens: 1000 },
    });
  });
  afterAll(async () => t?.close());

  it('streams the facts, then the model text, in the user language; charges the reported usage', async () => {
    const { student, resultId } = await finishedResult(t);
    const res = await analyse(t, student.token, resultId, 'uk');
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events[0]).toEqual({ type: 'meta', source: 'ai', model: 'tiny' });
    expect(events[1]).toMatchObject({ type: 'analysis' });
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toBe('Ти втратив бал у послідовності.');
    expect(events.at(-1)).toMatchObject({ type: 'done', quota: { used: 2000, remaining: 3000, source: 'ai' } });

    const prompt = seen.at(-1)!.body.messages;
    expect(prompt[0]!.content).toContain('Відповідай українською');
    expect(prompt[1]!.content).toContain('встановлення послідовності');
    expect(prompt[1]!.content).not.toContain('correctAnswerLetters');

    await analyse(t, student.token, resultId, 'en');
    expect(seen.at(-1)!.body.messages[0]!.content).toContain('Answer in English');
    // 2000 + 2000 spent: one more reservation of 1000 fits 5000, the model then spends 2000 and
    // the next reservation would pass the minute's tokens.
    expect((await analyse(t, student.token, resultId)).statusCode).toBe(200);
    expect((await analyse(t, student.token, resultId)).statusCode).toBe(429);
  });

  it('ends the stream with an error event when the model fails mid-way', async () => {
    const { student, resultId } = await finishedResult(t);
    failNext = true;
    const events = parseEvents((await analyse(t, student.token, resultId, 'en')).body);
    expect(events.map((e) => e.type)).toEqual(['meta', 'analysis', 'error', 'done']);
    expect(events[2]).toMatchObject({ code: 'INTERNAL_ERROR', message: 'An error occurred. Please try again later.' });
  });
});
