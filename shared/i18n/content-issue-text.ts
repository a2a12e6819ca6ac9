import type { ContentIssue } from '../domain/content/content-issues';
import type { TextFormatter } from './check-error-text';

/** A page's or the navigation's issue in the staff member's words (the editor's and the server's 422). */
export function contentIssueText(intl: TextFormatter, issue: Pick<ContentIssue, 'code'>): string {
  return intl.formatMessage({ id: `admin.content.issue.${issue.code}` });
}
