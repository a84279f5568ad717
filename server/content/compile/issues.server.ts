/**
 * What is wrong with the content, said so a person can fix it: the file, the
 * line when known, the field's path inside the file, and the problem.
 * Every check reports here instead of throwing at its first finding, so one
 * run of `npm run content:check` lists everything to fix.
 */

export interface ContentIssue {
  /** Relative to the project, e.g. content/services/tax-return.yaml. */
  file: string;
  /** The field, e.g. faqs[5].answer; empty for the whole file. */
  path: string;
  message: string;
  line?: number;
}

export type FieldPath = ReadonlyArray<string | number>;

/** faqs[5].answer */
export function fieldPath(path: FieldPath): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

export function formatIssue(issue: ContentIssue): string {
  const where = issue.line ? `${issue.file}:${issue.line}` : issue.file;
  return issue.path ? `${where}: ${issue.path}: ${issue.message}` : `${where}: ${issue.message}`;
}

/** Thrown by start-up and the build when the content has issues; the message lists them all. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`The content has ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}:\n${issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Where a check reports what it finds. */
export interface IssueSink {
  add(file: string, path: FieldPath | string, message: string, line?: number): void;
}

/** The same sink, for text that starts further down its file (a Markdown file's front matter, after its opening ---). */
export function linesFrom(sink: IssueSink, offset: number): IssueSink {
  return { add: (file, path, message, line) => sink.add(file, path, message, line === undefined ? undefined : line + offset) };
}

/** Collects the issues of a whole run. */
export class IssueList implements IssueSink {
  readonly issues: ContentIssue[] = [];

  add(file: string, path: FieldPath | string, message: string, line?: number): void {
    this.issues.push({ file, path: typeof path === 'string' ? path : fieldPath(path), message, ...(line ? { line } : {}) });
  }
}
