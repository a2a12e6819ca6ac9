import type { z } from 'zod/mini';
import { type SchemaFormOptions, useRefusableForm } from '../../../components/form';
import { useT } from '../../../../ui/intl/use-t';

/** A back office form: the refusable schema form, a failure worded as the back office's (admin.loadFailed). */
export function useAdminForm<S extends z.ZodMiniType>(options: SchemaFormOptions<S>) {
  const t = useT();
  return useRefusableForm(options, t('admin.loadFailed'));
}
