import { AiStreamEvent } from '../../../shared/contracts/ai';
import { ApiError } from '../../api';

/*
 * The AI routes answer a text/event-stream (quiz-api.md "AI"). EventSource cannot send the bearer
 * header, so the stream is read with fetch: each event is a `data: <json>` block ended by a blank
 * line. An error before the stream starts (429 AI_QUOTA_EXCEEDED, 404) arrives as the usual
 * JSON error and rejects with an ApiError, so screens show `errors.<code>` as everywhere else.
 */

export interface AiStreamRequest {
  path: string;
  body: unknown;
  token: string | null;
  language: string;
  signal?: AbortSignal;
}

export async function streamAi(request: AiStreamRequest, onEvent: (event: AiStreamEvent) => void): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    'Accept-Language': request.language,
  };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const response = await fetch(request.path, {
    method: 'POST',
    headers,
    body: JSON.stringify(request.body),
    signal: request.signal,
  });
  if (!response.ok || !response.body) throw await toError(response, request.path);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      emit(buffer.slice(0, boundary), onEvent);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
    }
  }
  if (buffer.trim() !== '') emit(buffer, onEvent);
}

function emit(block: string, onEvent: (event: AiStreamEvent) => void): void {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (data === '') return;
  try {
    const parsed = AiStreamEvent.safeParse(JSON.parse(data));
    if (parsed.success) onEvent(parsed.data);
  } catch {
    // A malformed event is skipped; the `done` or `error` event still ends the stream.
  }
}

async function toError(response: Response, path: string): Promise<ApiError> {
  try {
    const body = (await response.json()) as { code?: string; message?: string; details?: Record<string, unknown> };
    return new ApiError({
      status: response.status,
      code: (body.code ?? 'UNKNOWN') as ApiError['code'],
      message: body.message ?? response.statusText,
      details: body.details,
      path,
    });
  } catch {
    return new ApiError({ status: response.status, code: 'UNKNOWN', message: response.statusText, path });
  }
}
