import type { TAgentStreamEvent, TAgentTool } from '@atrium/contracts/ai-agents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';
import { readAgentStream, type StreamRequest } from './event-stream';

type StartEvent = Extract<TAgentStreamEvent, { type: 'start' }>;
export type DoneEvent = Extract<TAgentStreamEvent, { type: 'done' }>;

export type AgentStreamStatus = 'idle' | 'streaming' | 'done' | 'error';

export interface AgentStreamState {
  status: AgentStreamStatus;
  /** The answer written so far (kept after a stop or an error, as the server keeps it). */
  text: string;
  /** The tool running now, until the next words arrive. */
  tool: TAgentTool | null;
  /** The `start` event: the conversation and the saved question. */
  started: StartEvent | null;
  done: DoneEvent | null;
  /** A refusal before the stream, a network failure, or the stream's own error event, as one ApiError. */
  error: ApiError | null;
  /** The person stopped the answer. */
  stopped: boolean;
}

/** How an answer ended, for callers that continue after it (refetch the conversation, offer a handoff). */
export type AgentStreamOutcome =
  | { status: 'done'; started: StartEvent | null; done: DoneEvent; text: string }
  | { status: 'error'; started: StartEvent | null; error: ApiError }
  | { status: 'stopped'; started: StartEvent | null };

const IDLE: AgentStreamState = { status: 'idle', text: '', tool: null, started: null, done: null, error: null, stopped: false };

/** The stream's error event as the ApiError a refusal gives, so screens show both the same way. */
const streamError = (event: Extract<TAgentStreamEvent, { type: 'error' }>) =>
  new ApiError(event.message, { status: 200, code: event.code, data: event });

/**
 * One answer at a time: `start` sends the question and follows the events, `stop` aborts it. Starting again (or
 * leaving the screen) stops the answer before.
 */
export function useAgentStream() {
  const [state, setState] = useState<AgentStreamState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (request: Omit<StreamRequest, 'signal'>): Promise<AgentStreamOutcome> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let current: AgentStreamState = { ...IDLE, status: 'streaming' };
    const update = (next: AgentStreamState) => {
      current = next;
      if (controller.current === own) setState(next);
    };
    update(current);
    try {
      await readAgentStream({ ...request, signal: own.signal }, (event) => {
        if (event.type === 'start') update({ ...current, started: event });
        else if (event.type === 'delta') update({ ...current, text: current.text + event.text, tool: null });
        else if (event.type === 'tool') update({ ...current, tool: event.name });
        else if (event.type === 'done') update({ ...current, status: 'done', tool: null, done: event });
        else update({ ...current, status: 'error', tool: null, error: streamError(event) });
      });
    } catch (err) {
      if (own.signal.aborted) {
        update({ ...current, status: 'idle', tool: null, stopped: true });
        return { status: 'stopped', started: current.started };
      }
      const error = err instanceof ApiError ? err : new ApiError(String(err), { status: 0, code: 'network_error', data: err });
      update({ ...current, status: 'error', tool: null, error });
    }
    if (current.status === 'streaming')
      // The connection closed before the answer's last event: the server was cut off.
      update({ ...current, status: 'error', tool: null, error: new ApiError('', { status: 0, code: 'truncated', data: null }) });
    if (controller.current === own) controller.current = null;
    if (current.status === 'done' && current.done)
      return { status: 'done', started: current.started, done: current.done, text: current.text };
    return { status: 'error', started: current.started, error: current.error as ApiError };
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { ...state, start, stop, reset };
}
