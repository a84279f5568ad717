import { readChoice, saveChoice, type ConsentChoice } from './consent-choice';

/**
 * Where the analytics question stands in this document, shared by the banner,
 * the footer's Cookie settings button and the analytics loader.
 * - unknown: not decided here (the server's render, or no analytics configured)
 * - ask: no answer yet, the banner asks
 * - granted / denied: the visitor's answer
 * - gpc: the browser sends Global Privacy Control, which counts as a refusal and is never asked about
 */
export type ConsentStatus = 'unknown' | 'ask' | ConsentChoice | 'gpc';

export interface ConsentState {
  status: ConsentStatus;
  /** The visitor reopened the banner from Cookie settings. */
  settingsOpen: boolean;
}

/** What the browser tells us, passed in so tests can give their own. */
export interface ConsentEnvironment {
  storage: Storage | null;
  globalPrivacyControl: boolean;
  now: () => Date;
}

export const serverConsentState: ConsentState = { status: 'unknown', settingsOpen: false };

let state = serverConsentState;
let environment: ConsentEnvironment | null = null;
const listeners = new Set<() => void>();

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const consentStore = { get: (): ConsentState => state, subscribe };

/** Decides where the question stands: GPC first (it overrides any stored answer), then a stored answer, else ask. */
export function startConsent(env: ConsentEnvironment): void {
  environment = env;
  const status = env.globalPrivacyControl ? 'gpc' : (readChoice(env.storage, env.now()) ?? 'ask');
  update({ status, settingsOpen: false });
}

export function chooseConsent(choice: ConsentChoice): void {
  if (!environment || state.status === 'gpc') return;
  saveChoice(environment.storage, choice, environment.now());
  update({ status: choice, settingsOpen: false });
}

export function openConsentSettings(): void {
  if (state.status !== 'unknown') update({ ...state, settingsOpen: true });
}

export function closeConsentSettings(): void {
  if (state.settingsOpen) update({ ...state, settingsOpen: false });
}
