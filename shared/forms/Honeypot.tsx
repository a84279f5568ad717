import { useId } from 'react';
import { honeypot } from '../content/generated/forms';

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot() {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{honeypot}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
