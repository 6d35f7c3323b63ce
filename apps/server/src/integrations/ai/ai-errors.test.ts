import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { AiRejectedError, retryAfterSeconds, toAiError } from './ai-errors';
import { maxTokensParam } from './openai-backend';
import { finishReason, ToolCallAssembler } from './openai-chunks';

const context = { timeoutMs: 5_000 };
const apiError = (status: number | undefined, message = 'provider text', headers = new Headers()) =>
  APIError.generate(status, { message }, message, headers);

describe('AI errors', () => {
  it('maps the client error classes to what a person can be told', () => {
    expect(toAiError(apiError(429, 'slow down', new Headers({ 'retry-after-ms': '1500' })), context)).toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 2,
      providerMessage: expect.stringContaining('slow down'),
    });
    expect(toAiError(apiError(502), context)).toMatchObject({ code: 'unavailable', status: 502 });
    expect(toAiError(apiError(undefined), context)).toMatchObject({ code: 'unavailable' });
    expect(toAiError(apiError(408), context)).toMatchObject({ code: 'timeout', timeoutMs: 5_000 });
    expect(toAiError(new APIConnectionTimeoutError(), context)).toMatchObject({ code: 'timeout', timeoutMs: 5_000 });
    expect(toAiError(new APIConnectionError({ message: 'refused' }), context)).toMatchObject({ code: 'unavailable' });
    expect(toAiError(new APIConnectionError({ message: 'reset' }), { ...context, midStream: true })).toMatchObject({
      code: 'truncated',
    });
    expect(toAiError(new TypeError('terminated'), { ...context, midStream: true })).toMatchObject({ code: 'truncated' });
    expect(toAiError(apiError(403, 'key sk-ab***'), context)).toMatchObject({
      code: 'bad_configuration',
      providerMessage: undefined,
    });
    expect(toAiError(apiError(400, 'context too long'), context)).toBeInstanceOf(AiRejectedError);
    const bug = new RangeError('a bug here');
    expect(toAiError(bug, context)).toBe(bug);
  });

  it('reads retry-after in seconds, milliseconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '20' }), now)).toBe(20);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now)).toBe(30);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
  });
});

describe('streamed chunks', () => {
  it('assembles tool calls by index, and without one from servers that leave it out', () => {
    const calls = new ToolCallAssembler();
    calls.add({ index: 1, id: 'b', function: { name: 'second', arguments: '{"x"' } });
    calls.add({ index: 0, id: 'a', function: { name: 'first', arguments: '' } });
    calls.add({ index: 1, function: { arguments: ':1}' } });
    calls.add({ index: 0, function: { arguments: 'not json' } });
    expect(calls.take()).toEqual([
      { id: 'a', name: 'first', arguments: 'not json', input: null },
      { id: 'b', name: 'second', arguments: '{"x":1}', input: { x: 1 } },
    ]);
    const loose = new ToolCallAssembler();
    loose.add({ id: 'c', function: { name: 'third', arguments: '{"y":' } } as never);
    loose.add({ function: { arguments: '2}' } } as never);
    loose.add({ function: { name: 'fourth' } } as never);
    expect(loose.take()).toEqual([{ id: 'c', name: 'thirdfourth', arguments: '{"y":2}', input: { y: 2 } }]);
  });

  it('names finish reasons as Atrium does', () => {
    expect(finishReason('stop', true)).toBe('tool_calls');
    expect(finishReason('function_call', false)).toBe('tool_calls');
    expect(finishReason('length', false)).toBe('length');
    expect(finishReason('eos', false)).toBe('stop');
  });

  it("asks OpenAI's hosts for max_completion_tokens and other servers for max_tokens", () => {
    expect(maxTokensParam('https://api.openai.com/v1', 9)).toEqual({ max_completion_tokens: 9 });
    expect(maxTokensParam('https://atrium.openai.azure.com/openai/v1/', 9)).toEqual({ max_completion_tokens: 9 });
    expect(maxTokensParam('http://localhost:11434/v1', 9)).toEqual({ max_tokens: 9 });
  });
});
