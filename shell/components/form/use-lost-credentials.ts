import { lostCredentials, LostCredentialsRequest } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { useSchemaForm } from './use-schema-form';

/**
 * The lost-credentials request of the login overlay and of the new-password page without a link:
 * sends the e-mail, then `onSent`; 'not found' and a failure become a notice (a message key), and
 * `onNotice(null)` clears it when a new request starts.
 */
export function useLostCredentials({
  idPrefix,
  serverFields,
  lockWhileBusy,
  onSent,
  onNotice,
}: {
  idPrefix: string;
  serverFields?: boolean;
  lockWhileBusy?: boolean;
  onSent: () => void;
  onNotice: (key: string | null) => void;
}) {
  const form = useSchemaForm({ idPrefix, order: ['email'], schema: LostCredentialsRequest, serverFields, lockWhileBusy });
  const send = (email: string) => {
    onNotice(null);
    void form.submit(
      { email },
      async (body) => {
        const answer = await api(lostCredentials, { body });
        if (answer.status === 'ok') onSent();
        else onNotice('selfcare.lostCredentials.notFound');
      },
      (error) => {
        console.error('lost credentials failed', error);
        onNotice('selfcare.serverError');
      },
    );
  };
  return { form, send };
}
