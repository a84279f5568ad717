import { rules } from '../../shared/content/generated/reminders';
import type { ConfirmationRules } from '../storage/reminder-store.server';

const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** content/reminders.yaml's rules in the units the code counts in (the site's hourly ceiling is a setting, not content). */
export const reminderRules = {
  leadDays: rules.leadDays,
  changeAlertDays: rules.changeAlertDays,
  unconfirmedMs: rules.unconfirmedDays * dayMs,
  bouncedMs: rules.bouncedDays * dayMs,
  confirmation: { linkMs: rules.linkHours * hourMs, resendMs: rules.resendHours * hourMs, perSignup: rules.confirmationsPerSignup } satisfies Omit<ConfirmationRules, 'sitePerHour'>,
};
