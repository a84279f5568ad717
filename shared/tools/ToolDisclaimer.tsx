import { disclaimer } from '../content/generated/tools';

/** The one disclaimer of every tool page (content/tools.yaml): an estimate, not advice. */
export function ToolDisclaimer() {
  return <p className="tool-disclaimer">{disclaimer}</p>;
}
