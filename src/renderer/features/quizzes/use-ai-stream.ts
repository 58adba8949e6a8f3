import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiQuota, QuizHintFacts } from '../../../shared/contracts/ai';
import type { QuizAnalysis } from '../../../shared/contracts/quizzes';
import { isApiError } from '../../api';
import { useApiClient, useSession } from '../../app';
import { currentLanguage } from '../../i18n';
import { streamAi } from './ai-stream';
import { quizKeys } from './quiz.queries';

export interface AiStreamState {
  status: 'idle' | 'streaming' | 'done' | 'error';
  source: 'ai' | 'deterministic' | null;
  analysis: QuizAnalysis | null;
  hint: QuizHintFacts | null;
  /** The model's text so far (source 'ai' only). */
  text: string;
  /** An error code to show as `errors.<code>`, with the server's translated message. */
  error: { code: string; message: string } | null;
}

const IDLE: AiStreamState = { status: 'idle', source: null, analysis: null, hint: null, text: '', error: null };

/** Runs one AI request at a time and collects its stream; a new request aborts the previous one. */
export function useAiStream() {
  const session = useSession();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The desktop build talks to a remote API host: the same origin as the API client's.
  const { baseURL } = useApiClient();
  const [state, setState] = useState<AiStreamState>(IDLE);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (path: string, body: unknown) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ ...IDLE, status: 'streaming' });
      try {
        await streamAi(
          {
            path: `${baseURL}${path}`,
            body,
            token: session?.token ?? null,
            language: currentLanguage(i18n),
            signal: controller.signal,
          },
          (event) => {
            setState((prev) => {
              switch (event.type) {
                case 'meta':
                  return { ...prev, source: event.source };
                case 'analysis':
                  return { ...prev, analysis: event.analysis };
                case 'hint':
                  return { ...prev, hint: event.hint };
                case 'delta':
                  return { ...prev, text: prev.text + event.text };
                case 'done':
                  queryClient.setQueryData<AiQuota>(quizKeys.quota, event.quota);
                  return { ...prev, status: 'done' };
                case 'error':
                  return { ...prev, status: 'error', error: { code: event.code, message: event.message } };
              }
            });
          },
        );
        setState((prev) => (prev.status === 'streaming' ? { ...prev, status: 'done' } : prev));
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = isApiError(error)
          ? { code: error.code, message: error.message }
          : { code: 'NETWORK_ERROR', message: '' };
        setState((prev) => ({ ...prev, status: 'error', error: failure }));
        if (isApiError(error) && error.code === 'AI_QUOTA_EXCEEDED') {
          void queryClient.invalidateQueries({ queryKey: quizKeys.quota });
        }
      }
    },
    [session?.token, i18n, queryClient, baseURL],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setState(IDLE);
  }, []);

  return { state, start, reset };
}
