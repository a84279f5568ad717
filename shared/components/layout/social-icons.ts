import { siFacebook, siInstagram, siX } from 'simple-icons';

/** LinkedIn asked simple-icons to remove its logo, so its glyph is drawn here (a plain "in" monogram). */
const linkedinPath =
  'M4.98 3.5A2.5 2.5 0 1 1 5 8.5a2.5 2.5 0 0 1-.02-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z';

export const socialIcons = {
  facebook: { label: 'Facebook', path: siFacebook.path },
  instagram: { label: 'Instagram', path: siInstagram.path },
  linkedin: { label: 'LinkedIn', path: linkedinPath },
  twitter: { label: 'X (Twitter)', path: siX.path },
} as const;
