import type { TemplateIssue } from '../domain/template/design-template';
import type { TextFormatter } from './check-error-text';
import { definitionIssueText } from './definition-issue-text';

/** A design template's issue in the staff member's words (the editor's and the server's 422): the catalogue's, and one of its own. */
export function templateIssueText(intl: TextFormatter, issue: Pick<TemplateIssue, 'code' | 'limit'>): string {
  if (issue.code === 'outsideFront') return intl.formatMessage({ id: 'admin.templates.issue.outsideFront' });
  return definitionIssueText(intl, { code: issue.code, ...(issue.limit === undefined ? {} : { limit: issue.limit }) });
}
