import { describe, expect, it } from 'vitest';
import type { PubSub, Subscriber } from '../../platform/pubsub/pubsub';
import { type CatalogueChange, catalogueChanged, onSharedCatalogueChanged, shareCatalogueChanges } from './catalogue-events';

/** A pubsub without a database: what is published, and its subscribers. */
function fakePubSub() {
  const sent: { topic: string; payload: string }[] = [];
  const subscribers = new Map<string, Set<Subscriber>>();
  const pubsub: PubSub = {
    publish: (topic, payload) => {
      sent.push({ topic, payload });
      for (const s of subscribers.get(topic) ?? []) s.message(payload);
    },
    subscribe: (topic, subscriber) => {
      const set = subscribers.get(topic) ?? new Set();
      subscribers.set(topic, set);
      set.add(subscriber);
      return () => set.delete(subscriber);
    },
    listening: async () => {},
    close: async () => {},
  };
  const missed = () => {
    for (const set of subscribers.values()) for (const s of set) s.missed();
  };
  return { pubsub, sent, missed };
}

const id = (n: number) => `0190f5a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('catalogue changes shared between processes', () => {
  it("publishes each change once, as ids or 'all', and hands listeners what was meant", async () => {
    const { pubsub, sent, missed } = fakePubSub();
    const heard: CatalogueChange[] = [];
    const stopSharing = shareCatalogueChanges(pubsub);
    const stopListening = onSharedCatalogueChanged(pubsub, (ids) => heard.push(ids));
    try {
      catalogueChanged([id(1), id(2)]);
      catalogueChanged();
      // Past 100 ids a notification would near PostgreSQL's limit: everything is dropped instead.
      catalogueChanged(Array.from({ length: 150 }, (_, i) => id(i)));
      missed();
      expect(heard).toEqual([[id(1), id(2)], 'all', 'all', 'all']);
      expect(sent.map((m) => m.payload)).toEqual([`${id(1)},${id(2)}`, 'all', 'all']);
      expect(new Set(sent.map((m) => m.topic))).toEqual(new Set(['catalogue']));
      expect(Math.max(...sent.map((m) => m.payload.length))).toBeLessThan(7_900);
    } finally {
      stopSharing();
      stopListening();
    }
    catalogueChanged([id(3)]);
    expect(heard).toHaveLength(4);
  });
});
