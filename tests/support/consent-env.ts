import type { ConsentEnvironment } from '../../shared/consent/consent-state';
import { consentStorageKey } from '../../shared/consent/consent-choice';

/** A consent environment with a fresh in-memory storage, an optional stored answer and GPC signal, and a fixed clock. */
export function consentEnv(opts: { stored?: { choice: string; expires: number }; gpc?: boolean; now?: Date } = {}): ConsentEnvironment & { stored: () => unknown } {
  const items = new Map<string, string>();
  if (opts.stored) items.set(consentStorageKey, JSON.stringify(opts.stored));
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
  const now = opts.now ?? new Date('2026-03-10T09:00:00Z');
  return { storage, globalPrivacyControl: opts.gpc ?? false, now: () => now, stored: () => JSON.parse(items.get(consentStorageKey) ?? 'null') };
}
