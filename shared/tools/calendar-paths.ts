/** Where the compliance calendar answers besides its page: the same list as JSON and as an iCalendar file. */
export const calendarJsonPath = '/api/tools/compliance-calendar';
export const calendarIcsPath = '/tools/compliance-calendar.ics';
export const calendarApiPaths: readonly string[] = [calendarJsonPath, calendarIcsPath];
