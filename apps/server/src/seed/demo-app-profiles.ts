import type { TAppType } from '@atrium/contracts/app-values';
import type { Glyph } from './demo-art-glyphs';
import type { ScreenKind } from './demo-art-screens';
import { AUTOMATION_PROFILES } from './demo-profiles-automation';
import { CHANNEL_PROFILES } from './demo-profiles-channels';
import { INSIGHT_PROFILES } from './demo-profiles-insight';
import { WEB_PROFILES } from './demo-profiles-web';

/**
 * What one kind of demo app is: the name it ends with, the categories that fit what it does, its icon's glyph,
 * the screens its screenshots show, and the words its listing is written from. Category names are the
 * catalogue's existing ones (other seeds translate them), never new ones.
 */
export interface AppProfile {
  noun: string;
  /** What it is, for "an AI review replier": acronyms keep their capitals, the article is worked out. */
  kind: string;
  categories: readonly string[];
  glyph: Glyph;
  screens: readonly [ScreenKind, ScreenKind, ScreenKind];
  /** One per listing of this kind (three partners publish each kind in the default catalogue). */
  taglines: readonly [string, string, string];
  /** A verb phrase after the app's name: "<name> keeps ...". */
  does: string;
  /** The problem it solves, one sentence. */
  pain: string;
  features: readonly [string, string, string, string, string];
}

/**
 * Seven kinds per app type. The first of each type is what people search for most (the generator gives small
 * catalogues those first), and seven keeps names unique across the 24 partners of the default catalogue.
 */
export const PROFILES: Record<TAppType, readonly AppProfile[]> = {
  ...WEB_PROFILES,
  ...CHANNEL_PROFILES,
  ...INSIGHT_PROFILES,
  ...AUTOMATION_PROFILES,
};
