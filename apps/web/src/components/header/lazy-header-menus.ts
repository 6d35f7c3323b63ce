import { lazyNamed } from '@/lib/chunk-errors';

/** The header menus' items (header-menus.tsx), loaded when a menu is first hovered, focused or opened. */
const load = () => import('./header-menus');
export const warmHeaderMenus = () => void load().catch(() => {});
export const NavGroupItems = lazyNamed(load, 'NavGroupItems');
export const LanguageItems = lazyNamed(load, 'LanguageItems');
export const AccountItems = lazyNamed(load, 'AccountItems');
export const VisitorItems = lazyNamed(load, 'VisitorItems');
