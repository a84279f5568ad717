/** The two production servers the end-to-end suite runs: the site as configured by default, and the same build with GA4 configured. */
export const sitePort = Number(process.env.E2E_PORT ?? 3310);
export const analyticsPort = sitePort + 1;
export const analyticsId = 'G-E2ETEST123';
