/** One message of a chat-completions conversation. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A piece of a streamed answer: text as it arrives, then the token usage when the model reports it. */
export type ChatChunk = { type: 'text'; text: string } | { type: 'usage'; totalTokens: number };

/**
 * The language-model port (DESIGN "Integrations are ports"): any OpenAI-compatible
 * /chat/completions endpoint in production; a tiny local server speaking the same protocol in tests.
 */
export interface ChatModel {
  readonly model: string;
  stream(messages: readonly ChatMessage[], signal?: AbortSignal): AsyncIterable<ChatChunk>;
}
