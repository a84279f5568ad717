import { createContext, useContext } from 'react';

/** The whitelist of configuration that is rendered into pages and sent to the browser. */
export interface PublicConfig {
  siteName: string;
  productName: string;
  siteUrl: string;
  appOrigin: string;
  contactEmail: string;
  socials: { facebook: string; instagram: string; linkedin: string; twitter: string };
  gaMeasurementId?: string;
}

export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('PublicConfigContext is missing');
  return config;
}

/** Replaces {{siteName}}-style tokens in editorial copy with configured values. */
export function fillTokens(text: string, config: Pick<PublicConfig, 'siteName' | 'contactEmail' | 'productName'>): string {
  return text.replace(/\{\{(siteName|contactEmail|productName)\}\}/g, (_, key: 'siteName' | 'contactEmail' | 'productName') => config[key]);
}
