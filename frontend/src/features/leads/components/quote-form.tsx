import {
  isEmergencyChoice,
  type LeadFormPost,
  QUOTE_ANSWER_FIELDS,
  QUOTE_ANSWERS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { quoteBody, submitQuote } from '../api/submit-quote';
import { formText } from '../content/form-text';
import { isQuoteField, QUOTE_FORM_DEFAULTS, type QuoteFormValues, type QuoteRequest, quoteSchema } from '../schemas/quote-schema';
import { CheckboxInput, choicesOf, SelectInput, TextInput } from '../../../components/form/form-fields';
import { ErrorSummary } from './error-summary';
import { Honeypot } from './honeypot';
import { IdempotencyField } from './idempotency-field';
import { FormFooter, RequiredNote, SubmitButton } from './form-layout';
import { ThankYou } from './thank-you';
import { useLeadForm } from './use-lead-form';

/**
 * The free-quote form (docs/product.md, "Forms and validation", "Form states", "Toasts"): validated on submit,
 * then on every change; sent to POST /api/quotes; replaced by a thank-you panel once sent. The caller supplies the surrounding section
 * (the home page wraps it in id="quote"). `initialDetails` prefills the project details, and replaces them
 * whenever it changes (the HVAC calculator passes its estimate this way). `post` is the form as posted without
 * JavaScript and answered with its errors by the server.
 */
export function QuoteForm({ initialDetails, post }: { initialDetails?: string; post?: LeadFormPost } = {}) {
  const language = useLanguage();
  const t = useCatalogue(formText);
  const text = t.quote;
  const schema = useMemo(() => quoteSchema(language), [language]);
  const { form, honeypot, sent, onSubmit, startAgain } = useLeadForm<QuoteFormValues, QuoteRequest>({
    kind: 'quote',
    resolver: zodResolver(schema),
    defaults: QUOTE_FORM_DEFAULTS,
    initialValues: { ...QUOTE_FORM_DEFAULTS, details: initialDetails ?? '' },
    firstField: 'name',
    isField: isQuoteField,
    send: (request, origin, key) => submitQuote(quoteBody(request, origin), key),
    isEmergency: (request) => isEmergencyChoice('quote', request.serviceType),
    post,
  });
  const { control, setValue, formState } = form;

  useEffect(() => {
    if (initialDetails !== undefined) setValue('details', initialDetails, { shouldDirty: true });
  }, [initialDetails, setValue]);

  if (sent) return <ThankYou kind="quote" emergency={sent === 'emergency'} onAgain={startAgain} />;

  const labels = text.fields;
  return (
    // A real POST form to its own page (docs/api.md, "Forms without JavaScript"); once hydrated, onSubmit sends it as JSON.
    <form method="post" noValidate aria-label={text.formLabel} onSubmit={onSubmit}>
      {post && formState.submitCount === 0 && <ErrorSummary kind="quote" post={post} isField={isQuoteField} />}
      <RequiredNote />
      <div className="form-grid">
        <TextInput control={control} name="name" id="quote-name" label={labels.name} required autoComplete="name" />
        <TextInput
          control={control}
          name="email"
          id="quote-email"
          label={labels.email}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextInput
          control={control}
          name="phone"
          id="quote-phone"
          label={labels.phone}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <SelectInput
          control={control}
          name="serviceType"
          id="quote-serviceType"
          label={labels.serviceType}
          required
          emptyLabel={text.choose.serviceType}
          options={choicesOf(SERVICE_TYPES, SERVICE_TYPE_LABELS[language])}
        />
        {QUOTE_ANSWER_FIELDS.map((field, index) => {
          const answer = QUOTE_ANSWERS[field];
          const select = (
            <SelectInput
              key={field}
              control={control}
              name={field}
              id={`quote-${field}`}
              label={answer.visitorLabel[language]}
              emptyLabel={answer.notChosen[language]}
              options={choicesOf(answer.values, answer.options[language])}
            />
          );
          // The grid holds two a row: a last question alone in its row spans it.
          const alone = index === QUOTE_ANSWER_FIELDS.length - 1 && QUOTE_ANSWER_FIELDS.length % 2 === 1;
          return alone ? (
            <div key={field} className="form-grid__wide">
              {select}
            </div>
          ) : (
            select
          );
        })}
        <div className="form-grid__wide">
          <TextInput
            control={control}
            name="details"
            id="quote-details"
            label={labels.details}
            hint={text.detailsHint}
            multiline
            minRows={4}
          />
        </div>
        <div className="form-grid__wide">
          <CheckboxInput control={control} name="wantsConsultation" id="quote-wantsConsultation" label={labels.wantsConsultation} />
        </div>
      </div>
      <Honeypot idPrefix="quote" inputRef={honeypot} />
      <IdempotencyField />
      <FormFooter kind="quote">
        <SubmitButton submitting={formState.isSubmitting} idle={text.submit} busy={text.submitting} />
      </FormFooter>
    </form>
  );
}
