import type { Config } from '../../config';
import type { AiBackend } from './ai';
import { createExtractiveBackend } from './extractive/extractive-backend';
import { createOpenAiBackend } from './openai-backend';

/** The settings an AI backend is built from. */
export type AiConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_EMBEDDING_MODEL' | 'AI_TIMEOUT_MS'>;

/** The AI service of AI_BASE_URL, or the embedded extractive answerer when none is configured. */
export function aiBackendFromConfig(config: AiConfig): AiBackend {
  if (!config.AI_BASE_URL) return createExtractiveBackend();
  return createOpenAiBackend({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    // loadConfig refuses AI_BASE_URL without AI_MODEL.
    model: config.AI_MODEL!,
    embeddingModel: config.AI_EMBEDDING_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
