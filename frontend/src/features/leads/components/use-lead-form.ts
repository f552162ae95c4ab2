import { LEAD_TOASTS, type LeadFormPost, type LeadKind } from '@costa-sol/common';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { raiseToast } from '../../../components/toast';
import { useLanguage } from '../../../i18n/i18n-context';
import { useBusiness } from '../../../lib/business';
import { track } from '../../../lib/analytics';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { type LeadOrigin, leadOrigin } from '../api/lead-origin';
import { postedErrors, postedValues } from './posted-form';
import { useSubmissionKey } from './submission-key';
import { typedBeforeHydration } from '../../../components/form/typed-before-hydration';

interface LeadFormOptions<V extends FieldValues, R> {
  kind: LeadKind;
  resolver: Resolver<V, unknown, R>;
  /** The empty form, also after "Submit Another Quote" / "Send Another Message". */
  defaults: V;
  /** The first values, when they differ from `defaults` (the calculator's estimate in the details). */
  initialValues?: V;
  /** The field that gets focus when the form starts again. */
  firstField: Path<V>;
  isField: (field: string) => field is Path<V>;
  /** Sends the request with its Idempotency-Key. */
  send: (request: R, origin: LeadOrigin, idempotencyKey: string) => Promise<void>;
  /** Whether the request is an emergency: its toast and thank-you promise the emergency callback time. */
  isEmergency: (request: R) => boolean;
  /** The form as the visitor posted it without JavaScript, answered with its errors: its values and messages come first. */
  post?: LeadFormPost;
}

const TOAST_TEXT = {
  quote: { successTitle: 'quoteSuccessTitle', success: 'quoteSuccess', failed: 'quoteFailed' },
  contact: { successTitle: 'contactSuccessTitle', success: 'contactSuccess', failed: 'contactFailed' },
} as const;

/**
 * What both lead forms do (docs/product.md, "Form states"): validate on submit, then on every change; send with
 * the visitor's origin, the honeypot and one Idempotency-Key per submission (kept when the same request is sent
 * again after a failure); on success a toast and the thank-you panel; on failure the server's field
 * messages at their fields and the error toast, keeping what was typed; "start again" empties the form and focuses
 * its first field. A sent form is counted (generate_lead) when analytics are loaded.
 */
export function useLeadForm<V extends FieldValues, R>(options: LeadFormOptions<V, R>) {
  const language = useLanguage();
  const { replyWithinHours, emergencyResponseHours } = useBusiness();
  const { post, defaults, isField } = options;
  // The same objects on every render: react-hook-form sets `errors` again whenever it is a new object.
  const posted = useMemo(
    () => (post ? { values: postedValues(defaults, post), errors: postedErrors(post, language, isField) } : undefined),
    [post, defaults, language, isField],
  );
  // Read once, at the first render in the browser: what was typed before the island's code arrived.
  const [typed] = useState(() => typedBeforeHydration(options.kind, defaults));
  const form = useForm<V, unknown, R>({
    resolver: options.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...(posted?.values ?? options.initialValues ?? defaults), ...typed } as DefaultValues<V>,
    // Read when the form is created, so the server renders the messages at their fields and hydration finds them.
    errors: posted?.errors,
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const submissionKey = useSubmissionKey();
  /** false until sent; then whether it was an emergency, for the thank-you panel's promise. */
  const [sent, setSent] = useState<false | 'routine' | 'emergency'>(false);
  const [againCount, setAgainCount] = useState(0);
  const { setFocus } = form;
  const { firstField } = options;

  useEffect(() => {
    if (againCount > 0) setFocus(firstField);
  }, [againCount, setFocus, firstField]);

  const toasts = LEAD_TOASTS[language];
  const text = TOAST_TEXT[options.kind];
  const onSubmit = form.handleSubmit(async (request) => {
    const origin = leadOrigin(language, honeypot.current?.value ?? '');
    try {
      await options.send(request, origin, submissionKey.keyFor({ request, origin }));
      submissionKey.settled();
      const emergency = options.isEmergency(request);
      const description = emergency ? toasts.emergencySuccess(emergencyResponseHours) : toasts[text.success](replyWithinHours);
      raiseToast({ title: toasts[text.successTitle], description });
      track('generate_lead', { form_kind: options.kind, language });
      setSent(emergency ? 'emergency' : 'routine');
    } catch (error) {
      submissionKey.settled(error);
      applyServerFieldErrors(error, language, options.isField, form.setError);
      raiseToast({ title: toasts.errorTitle, description: toasts[text.failed], variant: 'destructive' });
    }
  });

  const startAgain = () => {
    form.reset(options.defaults);
    setSent(false);
    setAgainCount((count) => count + 1);
  };

  return { form, honeypot, sent, onSubmit, startAgain };
}
