import type { PublicConfig } from '../../public-config';
import { footer } from '../../content/generated/site';

/** The firm's profiles in footer order; each mark is a static image (scripts/images/social-icons.ts). */
export const socialLinks: Array<{ key: keyof PublicConfig['socials']; label: string }> = (['facebook', 'instagram', 'linkedin', 'twitter'] as const).map((key) => ({
  key,
  label: footer.networks[key],
}));
