import type { IconName, UiIconName } from '../content/types';

/**
 * Each icon's Lucide glyph (ISC licence). scripts/images/icon-sprite.ts draws
 * them all into one static sprite, so pages reference an icon by name and ship
 * none of its path data in their JavaScript.
 */
export const lucideGlyphFor: Record<IconName | UiIconName, string> = {
  ledger: 'notebook-pen',
  receipt: 'receipt',
  building: 'building-complex',
  chart: 'chart-line',
  gear: 'settings',
  shield: 'shield-check',
  clock: 'clock',
  chat: 'messages-square',
  folder: 'folder-open',
  dashboard: 'layout-dashboard',
  card: 'credit-card',
  bell: 'bell',
  key: 'key-round',
  globe: 'globe',
  users: 'users',
  check: 'check',
  calendar: 'calendar',
  spark: 'sparkles',
  presentation: 'presentation',
  handshake: 'handshake',
  book: 'book-open',
  'chevron-left': 'chevron-left',
  'chevron-right': 'chevron-right',
  close: 'x',
  star: 'star',
};

/**
 * The sprite as drawn, served from public/. Pages use the build's copy under a
 * content-hashed name (the manifest's `icons`); this one is for renders outside
 * a document, such as a component on its own.
 */
export const iconSpriteUrl = '/images/icons.svg';
