import type { ReactNode } from 'react';

/** A labelled control with its inline message; the control points at the message with aria-describedby. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="forms-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="forms-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
