import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { errorCodeOf, errorTextOf } from '../../../api/error-text';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { AuthCard } from '../../../shared/layout/AuthCard';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useRouteAfterLogin } from '../use-route-after-login';

/**
 * `/createPassword` (signed in, first login): the user replaces the initial password. The answer carries a
 * new token; a 204 or INVALID_PASSWORD means the server's policy refused it.
 */
export const CreatePasswordPage = observer(function CreatePasswordPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const routeAfterLogin = useRouteAfterLogin();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  useDocumentTitle('Create your password');

  const submit = async (password: string) => {
    setSubmitting(true);
    setFormError(undefined);
    setPasswordError(undefined);
    try {
      const outcome = await session.changePassword(password);
      if (outcome.kind === 'policy') {
        // The policy, once: under the field, where its hint was.
        setPasswordError(message('INVALID_PASSWORD'));
        setSubmitting(false);
        return;
      }
      await navigate(await routeAfterLogin(outcome.principal, { share: searchParams }), { replace: true });
    } catch (error) {
      if (errorCodeOf(error) === 'INVALID_PASSWORD') setPasswordError(errorTextOf(error));
      else setFormError(errorTextOf(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Create your password"
      subtitle="Choose a password of your own to finish setting up your account."
    >
      <NewPasswordForm
        label="Create your password"
        submitLabel="Save password"
        submitting={submitting}
        formError={formError}
        passwordError={passwordError}
        onPasswordEdited={() => {
          setPasswordError(undefined);
        }}
        onSubmit={(password) => {
          void submit(password);
        }}
      />
    </AuthCard>
  );
});
