import type { DefinitionIssue } from '../domain/product/product-definition';
import type { TextFormatter } from './check-error-text';

/** A catalogue definition's issue in the staff member's words (the editor's and the server's 422). */
export function definitionIssueText(intl: TextFormatter, issue: Pick<DefinitionIssue, 'code' | 'limit'>): string {
  const limit = issue.limit === undefined ? '' : intl.formatNumber(issue.limit);
  return intl.formatMessage({ id: `admin.catalogue.issue.${issue.code}` }, { limit });
}
