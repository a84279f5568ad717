import { useCallback, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { validate, type FieldErrors } from './schemas';
import { postForm, type Confirmation } from './post-form';
import type { FormPageData } from './form-page';

export type FormPhase = 'idle' | 'sending' | 'sent' | 'failed';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Options<Name extends string> {
  fields: readonly Name[];
  schema: ZodMiniType;
  endpoint: string;
  confirmation: Confirmation;
  /** Shown when the post fails for any reason other than bad fields or the rate limit. */
  failureMessage: string;
  /** What the server rendered: a no-JavaScript post's values and errors, or its thank-you state. */
  initial: FormPageData;
  onSent?: () => void;
}

function emptyValues<Name extends string>(fields: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(fields.map((name) => [name, ''])) as Record<Name, string>;
}

// randomUUID exists only in secure contexts (HTTPS, localhost); over plain HTTP the form posts without a key, as any client may.
function newSubmissionKey(): string | undefined {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}

function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[], errors: FieldErrors): void {
  const first = fields.find((name) => errors[name]);
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}

/**
 * A form that validates with the shared schema, then posts JSON with fetch.
 * The same markup also posts natively when JavaScript is off, so state starts
 * from what the server rendered. Each submission carries one idempotency key,
 * kept while the visitor retries the same values after a failure, so a post
 * that was stored before its answer was lost is not stored twice; a change or
 * a success starts a new submission.
 */
export function useJsonForm<Name extends string>(opts: Options<Name>) {
  const { fields, initial } = opts;
  const baseId = useId();
  const [values, setValues] = useState<Record<Name, string>>(() => {
    const start = emptyValues(fields);
    for (const name of fields) start[name] = initial.values[name] ?? '';
    return start;
  });
  const [errors, setErrors] = useState<FieldErrors>(initial.errors);
  const [phase, setPhase] = useState<FormPhase>(initial.sent ? 'sent' : initial.message ? 'failed' : 'idle');
  const [message, setMessage] = useState<string | null>(initial.message);
  const [submittedHere, setSubmittedHere] = useState(false);
  const submissionKey = useRef<string | undefined>(undefined);

  const idFor = (name: Name) => `${baseId}-${name}`;

  const onChange = (event: ChangeEvent<Control>) => {
    const name = event.target.name as Name;
    const value = event.target.value;
    submissionKey.current = undefined;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const bind = (name: Name) => ({
    id: idFor(name),
    name,
    value: values[name],
    onChange,
    required: true,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `${idFor(name)}-error` : undefined,
  });

  /** Checks the values at once, then posts them; the answer arrives later (send). */
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const form = event.currentTarget;
    setSubmittedHere(true);
    setMessage(null);
    const honeypot = new FormData(form).get('website');
    const checked = validate(opts.schema, { ...values, website: typeof honeypot === 'string' ? honeypot : '' });
    if (!checked.ok) {
      setErrors(checked.errors);
      setPhase('idle');
      focusFirstInvalid(form, fields, checked.errors);
      return;
    }
    setErrors({});
    setPhase('sending');
    submissionKey.current ??= newSubmissionKey();
    void send(form, checked.value, submissionKey.current);
  };

  const send = async (form: HTMLFormElement, value: unknown, key: string | undefined, fresh = false): Promise<void> => {
    const outcome = await postForm(opts.endpoint, value, opts.confirmation, key);
    if (outcome.kind === 'key-reused' && !fresh) {
      // The key named another message (a page restored from the back-forward cache, a proxy replaying keys): this one is a new submission.
      submissionKey.current = newSubmissionKey();
      return send(form, value, submissionKey.current, true);
    }
    if (outcome.kind === 'sent') {
      submissionKey.current = undefined;
      setValues(emptyValues(fields));
      setPhase('sent');
      opts.onSent?.();
    } else if (outcome.kind === 'ignored') {
      setPhase('idle');
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setPhase('idle');
      focusFirstInvalid(form, fields, outcome.errors);
    } else {
      setMessage(outcome.kind === 'limited' ? outcome.message : opts.failureMessage);
      setPhase('failed');
    }
  };

  const filled = useRef<Partial<Record<Name, string>>>({});
  /** Puts values in fields still empty or still holding what the last fill put there: what the visitor typed stays. */
  const fill = useCallback((next: Partial<Record<Name, string>>) => {
    const before = filled.current;
    filled.current = { ...before, ...next };
    submissionKey.current = undefined;
    setValues((current) => {
      const merged = { ...current };
      for (const name of Object.keys(next) as Name[]) if (current[name] === '' || current[name] === before[name]) merged[name] = next[name] ?? '';
      return merged;
    });
  }, []);

  /** Back to an empty form after a success (the support form's "Submit another request"). */
  const reset = () => {
    submissionKey.current = undefined;
    setValues(emptyValues(fields));
    setErrors({});
    setMessage(null);
    setPhase('idle');
  };

  return { errors, phase, message, submittedHere, idFor, bind, onSubmit, reset, fill };
}
