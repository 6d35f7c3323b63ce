import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { aiBackendFromConfig } from './ai-from-config';

describe('AI configuration', () => {
  it('is the embedded extractive answerer when nothing is set', () => {
    const config = loadConfig({});
    expect(config.AI_TIMEOUT_MS).toBe(30_000);
    const backend = aiBackendFromConfig(config);
    expect(backend).toMatchObject({ kind: 'extractive', embed: null });
  });

  it('is the configured OpenAI-compatible server, with embeddings only when a model is named', () => {
    const chatOnly = aiBackendFromConfig(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1:8b' }));
    expect(chatOnly).toMatchObject({ kind: 'model', model: 'llama3.1:8b', embed: null });
    const config = loadConfig({
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_API_KEY: 'sk-test-config',
      AI_MODEL: 'gpt-4o-mini',
      AI_EMBEDDING_MODEL: 'text-embedding-3-small',
      AI_TIMEOUT_MS: '45000',
    });
    expect(config.AI_TIMEOUT_MS).toBe(45_000);
    expect(typeof aiBackendFromConfig(config).embed).toBe('function');
  });

  it('refuses an address without a model, and model settings without an address, naming the variable', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/AI_MODEL: AI_BASE_URL .* needs the name/);
    expect(() => loadConfig({ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-x' })).toThrow(
      /AI_API_KEY, AI_MODEL: set AI_BASE_URL too/,
    );
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://models.example', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '50' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('never shows the key in its messages', () => {
    try {
      loadConfig({ AI_API_KEY: 'sk-very-secret-value', AI_TIMEOUT_MS: 'soon' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/AI_TIMEOUT_MS/);
      expect(String(error)).not.toContain('sk-very-secret-value');
    }
  });
});
