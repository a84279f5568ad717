/** Where the compliance calendar answers besides its page: the same list as JSON, as an iCalendar file and as CSV. */
export const calendarJsonPath = '/api/tools/compliance-calendar';
export const calendarIcsPath = '/tools/compliance-calendar.ics';
export const calendarCsvPath = '/tools/compliance-calendar.csv';
export const calendarApiPaths: readonly string[] = [calendarJsonPath, calendarIcsPath, calendarCsvPath];
