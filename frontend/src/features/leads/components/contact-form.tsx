import { isEmergencyChoice, type LeadFormPost, SERVICE_NEEDED_LABELS, SERVICES_NEEDED } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { contactBody, submitContact } from '../api/submit-contact';
import { formText } from '../content/form-text';
import {
  CONTACT_FORM_DEFAULTS,
  type ContactFormValues,
  type ContactRequest,
  contactSchema,
  isContactField,
} from '../schemas/contact-schema';
import { choicesOf, SelectInput, TextInput } from '../../../components/form/form-fields';
import { ErrorSummary } from './error-summary';
import { Honeypot } from './honeypot';
import { IdempotencyField } from './idempotency-field';
import { FormFooter, RequiredNote, SubmitButton } from './form-layout';
import { ThankYou } from './thank-you';
import { useLeadForm } from './use-lead-form';

/**
 * The contact form (docs/product.md, "Forms and validation", "Form states", "Toasts"): validated on submit, then
 * on every change; sent to POST /api/contact; replaced by a thank-you panel once sent. `post` is the form as posted
 * without JavaScript and answered with its errors by the server.
 */
export function ContactForm({ post }: { post?: LeadFormPost } = {}) {
  const language = useLanguage();
  const t = useCatalogue(formText);
  const text = t.contact;
  const schema = useMemo(() => contactSchema(language), [language]);
  const { form, honeypot, sent, onSubmit, startAgain } = useLeadForm<ContactFormValues, ContactRequest>({
    kind: 'contact',
    resolver: zodResolver(schema),
    defaults: CONTACT_FORM_DEFAULTS,
    firstField: 'firstName',
    isField: isContactField,
    send: (request, origin, key) => submitContact(contactBody(request, origin), key),
    isEmergency: (request) => isEmergencyChoice('contact', request.serviceNeeded),
    post,
  });
  const { control, formState } = form;

  if (sent) return <ThankYou kind="contact" emergency={sent === 'emergency'} onAgain={startAgain} />;

  const labels = text.fields;
  return (
    // A real POST form to its own page (docs/api.md, "Forms without JavaScript"); once hydrated, onSubmit sends it as JSON.
    <form method="post" noValidate aria-label={text.formLabel} onSubmit={onSubmit}>
      {post && formState.submitCount === 0 && <ErrorSummary kind="contact" post={post} isField={isContactField} />}
      <RequiredNote />
      <div className="form-grid">
        <TextInput control={control} name="firstName" id="contact-firstName" label={labels.firstName} required autoComplete="given-name" />
        <TextInput control={control} name="lastName" id="contact-lastName" label={labels.lastName} required autoComplete="family-name" />
        <TextInput
          control={control}
          name="email"
          id="contact-email"
          label={labels.email}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextInput
          control={control}
          name="phone"
          id="contact-phone"
          label={labels.phone}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <div className="form-grid__wide">
          <SelectInput
            control={control}
            name="serviceNeeded"
            id="contact-serviceNeeded"
            label={labels.serviceNeeded}
            required
            emptyLabel={text.choose.serviceNeeded}
            options={choicesOf(SERVICES_NEEDED, SERVICE_NEEDED_LABELS[language])}
          />
        </div>
        <div className="form-grid__wide">
          <TextInput control={control} name="message" id="contact-message" label={labels.message} required multiline minRows={5} />
        </div>
      </div>
      <Honeypot idPrefix="contact" inputRef={honeypot} />
      <IdempotencyField />
      <FormFooter kind="contact">
        <SubmitButton submitting={formState.isSubmitting} idle={text.submit} busy={text.submitting} />
      </FormFooter>
    </form>
  );
}
