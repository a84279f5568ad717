/** Where the compliance calendar answers besides its page: the same list as JSON, as an iCalendar file and as CSV. */
export const calendarJsonPath = '/api/tools/compliance-calendar';
export const calendarIcsPath = '/tools/compliance-calendar.ics';
export const calendarCsvPath = '/tools/compliance-calendar.csv';
export const calendarApiPaths: readonly string[] = [calendarJsonPath, calendarIcsPath, calendarCsvPath];

/** The subscription address of the .ics: the download's own URL with webcal:, which calendar apps subscribe to. */
export const webcalHref = (path: string, query: string, origin: string): string => `webcal://${new URL(origin).host}${path}?${query}`;
