/** The consent banner (ConsentBanner.tsx), which client/chrome/consent-banner.ts shows and hides. */
export const consentBannerId = 'consent-banner';

/** The footer button that reopens the banner, where focus goes back to once the banner closes. */
export const cookieSettingsId = 'cookie-settings';
