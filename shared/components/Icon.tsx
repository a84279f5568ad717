import type { IconName, UiIconName } from '../content/types';
import { useContext } from 'react';
import { IconSpriteContext } from './icon-sprite-context';

/**
 * A decorative line icon (Lucide, ISC) drawn from the static sprite; the text
 * beside it carries the meaning. `filled` paints the glyph solid (rating stars).
 */
export function Icon({ name, size = 24, className, filled = false }: { name: IconName | UiIconName; size?: number; className?: string; filled?: boolean }) {
  const sprite = useContext(IconSpriteContext);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
