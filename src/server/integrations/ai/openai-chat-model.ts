import type { ChatChunk, ChatMessage, ChatModel } from './chat-model.port';

export interface OpenAiChatSettings {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Upper bound of the answer's length, in tokens. */
  maxTokens?: number;
  fetch?: typeof fetch;
}

export class ChatModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatModelError';
  }
}

/**
 * An OpenAI-compatible chat-completions client with `stream: true`: reads the server-sent events
 * (`data: {…}` lines, `data: [DONE]` last) and yields each content delta as it arrives, plus the
 * usage when the server includes it (`stream_options.include_usage`).
 */
export function createOpenAiChatModel(settings: OpenAiChatSettings): ChatModel {
  const doFetch = settings.fetch ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: settings.model,
    async *stream(messages: readonly ChatMessage[], signal?: AbortSignal): AsyncIterable<ChatChunk> {
      const response = await doFetch(url, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: settings.maxTokens ?? 800,
          temperature: 0.3,
        }),
      });
      if (!response.ok || !response.body) {
        throw new ChatModelError(`chat completions answered ${response.status}`);
      }
      yield* readEvents(response.body);
    },
  };
}

async function* readEvents(body: ReadableStream<Uint8Array>): AsyncIterable<ChatChunk> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      const chunk = parseLine(line);
      if (chunk === 'done') return;
      if (chunk) yield* chunk;
    }
  }
  const last = parseLine(buffer.trim());
  if (last && last !== 'done') yield* last;
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { total_tokens?: number } | null;
  error?: { message?: string };
}

function parseLine(line: string): ChatChunk[] | 'done' | null {
  if (!line.startsWith('data:')) return null;
  const data = line.slice(5).trim();
  if (data === '[DONE]') return 'done';
  if (data === '') return null;
  let parsed: CompletionChunk;
  try {
    parsed = JSON.parse(data) as CompletionChunk;
  } catch {
    throw new ChatModelError('chat completions sent malformed JSON');
  }
  if (parsed.error) throw new ChatModelError(parsed.error.message ?? 'chat completions failed');
  const chunks: ChatChunk[] = [];
  const text = parsed.choices?.[0]?.delta?.content;
  if (text) chunks.push({ type: 'text', text });
  const total = parsed.usage?.total_tokens;
  if (typeof total === 'number') chunks.push({ type: 'usage', totalTokens: total });
  return chunks;
}
