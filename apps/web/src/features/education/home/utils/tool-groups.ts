import type { TTool } from '@atrium/contracts/tools';

export interface ToolGroup {
  /** The category as its owner wrote it; null for tools without one (shown last). */
  category: string | null;
  tools: TTool[];
}

/**
 * Tools by category in the reader's alphabet (uncategorised last), each category in its owner's order
 * (position, then name): the list endpoint answers newest first.
 */
export function groupTools(tools: readonly TTool[], language: string): ToolGroup[] {
  const byCategory = new Map<string | null, TTool[]>();
  for (const tool of tools) {
    const key = tool.category?.trim() || null;
    byCategory.set(key, [...(byCategory.get(key) ?? []), tool]);
  }
  const collator = new Intl.Collator(language);
  return [...byCategory.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b)))
    .map(([category, list]) => ({
      category,
      tools: list.sort((x, y) => x.position - y.position || collator.compare(x.name, y.name)),
    }));
}
