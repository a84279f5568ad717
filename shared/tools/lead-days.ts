const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** The reminders' lead days as a sentence says them: [30, 7] is "30 and 7". */
export const leadDaysInWords = (days: readonly number[]) => list.format(days.map(String));
