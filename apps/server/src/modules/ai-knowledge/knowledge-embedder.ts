import { type AiConfig, aiBackendFromConfig } from '../../integrations/ai/ai-from-config';
import type { Embedder } from './knowledge-index';

const built = new WeakMap<AiConfig, Embedder | null>();

/**
 * The knowledge's embedder (issue 24): the AI backend's `embed` (decision 032) under the configured
 * AI_EMBEDDING_MODEL's name, or null without one (full-text retrieval only, the embedded default). The indexing jobs
 * embed passages with it and `retrieve` embeds questions with it; one per configuration, so both share a client.
 */
export function embedderFromConfig(config: AiConfig): Embedder | null {
  if (built.has(config)) return built.get(config)!;
  const model = config.AI_EMBEDDING_MODEL;
  const embed = model ? aiBackendFromConfig(config).embed : null;
  const embedder = model && embed ? { model, embed: (texts: string[]) => embed(texts) } : null;
  built.set(config, embedder);
  return embedder;
}
