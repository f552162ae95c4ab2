import { STAFF_SESSION_MESSAGES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { useLogIn } from '../api/log-in';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { useSession } from '../api/session-store';
import { adminText } from '../content/admin-text';
import { isLoginField, LOGIN_DEFAULTS, loginBody, type LoginFormValues, type LoginRequest, loginSchema } from '../schemas/login-schema';
import { loginRefusal } from '../utils/login-refusal';
import { safeNext } from '../utils/session-state';
import { TextInput } from '../../../components/form/form-fields';
import { AdminFrame } from './shell/admin-frame';
import { AdminHead } from './shell/admin-head';
import { PageHeading } from './shell/page-heading';

/**
 * Sign in, then back to the admin page that was asked for. Says why when a session has expired. For an account with
 * two-step sign-in the server asks for the app's code once the password is right: the code field then appears,
 * e-mail and password kept, and the form is sent again with it.
 */
export function LoginPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const session = useSession();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [withCode, setWithCode] = useState(false);
  const checks = useMemo(
    () => ({ password: zodResolver(loginSchema(language, false)), code: zodResolver(loginSchema(language, true)) }),
    [language],
  );
  // The form reads its resolver once; this one asks for the code from the moment the server has.
  const withCodeNow = useRef(withCode);
  withCodeNow.current = withCode;
  const resolver: Resolver<LoginFormValues, unknown, LoginRequest> = (...args) =>
    (withCodeNow.current ? checks.code : checks.password)(...args);
  const { control, handleSubmit, setError, setFocus, formState } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: LOGIN_DEFAULTS,
  });
  const logIn = useLogIn();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (withCode) setFocus('code');
  }, [withCode, setFocus]);

  /** How long to wait, in whole minutes, when the server said (Retry-After). */
  const tooManyText = (error: unknown) => {
    const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
    return seconds ? t.login.tooManyWait(Math.ceil(seconds / 60)) : t.login.tooMany;
  };

  if (session.status === 'active') return <Navigate to={next} replace />;
  const ended = session.status === 'ended' ? session.reason : 'none';

  const onValid = async (request: LoginRequest) => {
    setFailure(undefined);
    try {
      await logIn.mutateAsync(loginBody(request));
    } catch (error) {
      if (applyServerFieldErrors(error, language, isLoginField, setError) > 0) return;
      const refusal = loginRefusal(error);
      if (refusal === 'codeRequired') setWithCode(true);
      else if (refusal === 'codeWrong')
        setError('code', { type: 'server', message: STAFF_SESSION_MESSAGES[language].secondFactorWrong }, { shouldFocus: true });
      else if (refusal === 'tooMany') setFailure(tooManyText(error));
      else setFailure(refusal === 'wrongCredentials' ? t.login.wrongCredentials : t.login.failed);
    }
  };

  return (
    <AdminFrame>
      <AdminHead title={t.login.title} />
      <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 } }}>
        <PageHeading>{t.login.heading}</PageHeading>
        {ended === 'expired' && !failure && (
          <Alert severity="warning" sx={{ mb: 2.5 }}>
            {t.login.expired}
          </Alert>
        )}
        {ended === 'signed-out' && !failure && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            {t.login.signedOut}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
            {failure}
          </Alert>
        )}
        <Box component="form" noValidate aria-label={t.login.title} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            control={control}
            name="email"
            id="login-email"
            label={t.login.email}
            required
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <TextInput
            control={control}
            name="password"
            id="login-password"
            label={t.login.password}
            required
            type="password"
            autoComplete="current-password"
          />
          {withCode && (
            <>
              <Alert severity="info" role="status">
                {STAFF_SESSION_MESSAGES[language].secondFactorRequired}
              </Alert>
              <TextInput
                control={control}
                name="code"
                id="login-code"
                label={t.sessions.login.code}
                required
                autoComplete="one-time-code"
                hint={t.sessions.login.codeOrBackupHint}
              />
            </>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting || undefined}
          >
            {formState.isSubmitting ? t.login.submitting : t.login.submit}
          </Button>
        </Box>
        <Box component="p" sx={{ mt: 2.5, mb: 0 }}>
          <Link component={RouterLink} to="/admin/forgot-password">
            {t.login.forgotPassword}
          </Link>
        </Box>
      </Paper>
    </AdminFrame>
  );
}
