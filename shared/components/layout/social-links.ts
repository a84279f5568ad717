import type { PublicConfig } from '../../public-config';

/** The firm's profiles in footer order; each mark is a static image (scripts/images/social-icons.ts). */
export const socialLinks: Array<{ key: keyof PublicConfig['socials']; label: string }> = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'twitter', label: 'X (Twitter)' },
];
