import {
  CURRENT_SYSTEM_AGE_LABELS,
  CURRENT_SYSTEM_AGES,
  HOME_SIZE_LABELS,
  HOME_SIZES,
  LEAD_TOASTS,
  PREFERRED_BRAND_LABELS,
  PREFERRED_BRANDS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../../components/toast';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { leadOrigin } from '../api/lead-origin';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { quoteBody, submitQuote } from '../api/submit-quote';
import { formText } from '../content/form-text';
import { isQuoteField, QUOTE_FORM_DEFAULTS, type QuoteFormValues, type QuoteRequest, quoteSchema } from '../schemas/quote-schema';
import { CheckboxInput, choicesOf, SelectInput, TextInput } from '../../../components/form/form-fields';
import { Honeypot } from './honeypot';
import { FormFooter, RequiredNote, SubmitButton } from './form-layout';
import { ThankYou } from './thank-you';

/**
 * The free-quote form (docs/product.md, "Forms and validation", "Form states", "Toasts"): validated on submit,
 * then on every change; sent to POST /api/quotes; replaced by a thank-you panel once sent. The caller supplies the surrounding section
 * (the home page wraps it in id="quote"). `initialDetails` prefills the project details, and replaces them
 * whenever it changes (the HVAC calculator passes its estimate this way).
 */
export function QuoteForm({ initialDetails }: { initialDetails?: string } = {}) {
  const language = useLanguage();
  const t = useCatalogue(formText);
  const text = t.quote;
  const toasts = LEAD_TOASTS[language];
  const { toast } = useToast();
  const schema = useMemo(() => quoteSchema(language), [language]);
  const { control, handleSubmit, setError, setValue, reset, setFocus, formState } = useForm<QuoteFormValues, unknown, QuoteRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...QUOTE_FORM_DEFAULTS, details: initialDetails ?? '' },
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);
  const [againCount, setAgainCount] = useState(0);

  useEffect(() => {
    if (againCount > 0) setFocus('name');
  }, [againCount, setFocus]);

  useEffect(() => {
    if (initialDetails !== undefined) setValue('details', initialDetails, { shouldDirty: true });
  }, [initialDetails, setValue]);

  const onValid = async (request: QuoteRequest) => {
    try {
      await submitQuote(quoteBody(request, leadOrigin(language, honeypot.current?.value ?? '')));
      toast({ title: toasts.quoteSuccessTitle, description: toasts.quoteSuccess });
      setSent(true);
    } catch (error) {
      applyServerFieldErrors(error, language, isQuoteField, setError);
      toast({ title: toasts.errorTitle, description: toasts.quoteFailed, variant: 'destructive' });
    }
  };

  const startAgain = () => {
    reset(QUOTE_FORM_DEFAULTS);
    setSent(false);
    setAgainCount((count) => count + 1);
  };

  if (sent) return <ThankYou kind="quote" onAgain={startAgain} />;

  const labels = text.fields;
  return (
    <form noValidate aria-label={text.formLabel} onSubmit={handleSubmit(onValid)}>
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
        <SelectInput
          control={control}
          name="preferredBrand"
          id="quote-preferredBrand"
          label={labels.preferredBrand}
          emptyLabel={text.choose.preferredBrand}
          options={choicesOf(PREFERRED_BRANDS, PREFERRED_BRAND_LABELS[language])}
        />
        <SelectInput
          control={control}
          name="homeSize"
          id="quote-homeSize"
          label={labels.homeSize}
          emptyLabel={text.choose.homeSize}
          options={choicesOf(HOME_SIZES, HOME_SIZE_LABELS[language])}
        />
        <div className="form-grid__wide">
          <SelectInput
            control={control}
            name="currentSystemAge"
            id="quote-currentSystemAge"
            label={labels.currentSystemAge}
            emptyLabel={text.choose.currentSystemAge}
            options={choicesOf(CURRENT_SYSTEM_AGES, CURRENT_SYSTEM_AGE_LABELS[language])}
          />
        </div>
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
      <FormFooter kind="quote">
        <SubmitButton submitting={formState.isSubmitting} idle={text.submit} busy={text.submitting} />
      </FormFooter>
    </form>
  );
}
