import { ApiError } from '../../../../shared/api/client';
import type { T } from '../../../../ui/intl/use-t';

/** What a refused call of the back office says: the server's words (in the staff member's language), else that it failed. */
export const refusalText = (error: unknown, t: T) => (error instanceof ApiError ? error.message : t('admin.loadFailed'));
