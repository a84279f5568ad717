/** A failure the visitor must notice: announced at once by screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--error forms-notice" role="alert">
      {message}
    </p>
  ) : null;
}
