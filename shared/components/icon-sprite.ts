import type { IconName, UiIconName } from '../content/types';

/**
 * Each icon's Lucide glyph (ISC licence). The build (scripts/icon-sprite.ts)
 * copies them all from lucide-static into one sprite, so pages reference an icon by name and ship
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
